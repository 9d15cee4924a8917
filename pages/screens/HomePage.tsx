import { pageMeta } from '../../src/content/pages';
import { Hero } from '../../src/sections/Hero';
import { Stats } from '../../src/sections/Stats';
import { ServiceCards } from '../../src/sections/ServiceCards';

/** / and /home: the home page. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <Stats />
      <ServiceCards />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home;
