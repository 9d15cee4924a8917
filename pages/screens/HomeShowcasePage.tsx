import { pageMeta } from '../../src/content/pages';
import { heroVariants } from '../../src/content/home';
import { Hero } from '../../src/sections/Hero';
import { ServiceCards } from '../../src/sections/ServiceCards';
import { Stats } from '../../src/sections/Stats';

/** /home-3: the alternative home page for teams looking for engineers. */
export default function HomeShowcasePage() {
  return (
    <>
      <Hero copy={heroVariants.home3} variant="split" />
      <Stats />
      <ServiceCards limit={3} />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home3;
