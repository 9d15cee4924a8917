import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { heroArt, heroVariants, homeSections } from '../../src/content/home';
import { CallToAction } from '../../src/sections/CallToAction';
import { CaseStudySlider } from '../../src/sections/CaseStudySlider';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { ClientsArea } from '../../src/sections/ClientsArea';
import { Hero } from '../../src/sections/Hero';
import { LatestPosts } from '../../src/sections/LatestPosts';
import { ServiceCards } from '../../src/sections/ServiceCards';
import { Stats } from '../../src/sections/Stats';
import { TechStack } from '../../src/sections/TechStack';
import { Picture } from '../../src/ui/Picture';
import '../../src/styles/hero.css';

/** /home-2: the alternative home page that leads with the services, on a light band beside a picture of the team at work. */
export default function HomeSplitPage() {
  return (
    <>
      <Hero
        copy={heroVariants.home2}
        variant="split"
        tone="light"
        media={<Picture picture={heroArt.home2} priority className="it-hero__art" />}
      />
      <ServiceCards heading={homeSections.services} />
      <Island name="Stats" component={Stats} props={{}} />
      <Island name="CaseStudySlider" component={CaseStudySlider} props={{}} />
      <Island name="TechStack" component={TechStack} props={{}} />
      <ClientsArea limit={3} />
      <Island name="ClientLogos" component={ClientLogos} props={{}} />
      <CallToAction />
      <LatestPosts />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home2;

/** The hero's picture, preloaded. */
export const preloadImages = () => [heroArt.home2.src];
