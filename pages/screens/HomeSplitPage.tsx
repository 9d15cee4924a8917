import { pageMeta } from '../../src/content/pages';
import { heroVariants } from '../../src/content/home';
import { Hero } from '../../src/sections/Hero';
import { ServiceCards } from '../../src/sections/ServiceCards';
import { Stats } from '../../src/sections/Stats';

/** /home-2: the alternative home page that leads with the services. */
export default function HomeSplitPage() {
  return (
    <>
      <Hero copy={heroVariants.home2} variant="split" />
      <ServiceCards />
      <Stats />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home2;
