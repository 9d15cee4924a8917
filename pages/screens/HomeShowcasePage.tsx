import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { heroArt, heroVariants, homeSections } from '../../src/content/home';
import { AboutCompany } from '../../src/sections/AboutCompany';
import { CallToAction } from '../../src/sections/CallToAction';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { CoreValues } from '../../src/sections/CoreValues';
import { FunFacts } from '../../src/sections/FunFacts';
import { Hero } from '../../src/sections/Hero';
import { LatestPosts } from '../../src/sections/LatestPosts';
import { MissionVision } from '../../src/sections/MissionVision';
import { ServiceCards } from '../../src/sections/ServiceCards';
import { Stats } from '../../src/sections/Stats';
import { Picture } from '../../src/ui/Picture';
import '../../src/styles/hero.css';

/** /home-3: the alternative home page for teams looking for engineers: a centred hero over a wide team picture. */
export default function HomeShowcasePage() {
  return (
    <>
      <Hero
        copy={heroVariants.home3}
        variant="showcase"
        media={<Picture picture={heroArt.home3} priority className="it-hero__art" />}
      />
      <Island name="Stats" component={Stats} props={{}} />
      <MissionVision />
      <ServiceCards heading={homeSections.services} />
      <FunFacts />
      <Island name="CoreValues" component={CoreValues} props={{}} />
      <AboutCompany />
      <Island name="ClientLogos" component={ClientLogos} props={{}} />
      <CallToAction />
      <LatestPosts />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home3;

/** The hero's picture, preloaded. */
export const preloadImages = () => [heroArt.home3.src];
