import { Island } from '../../src/elements/Island';
import { heroSlides } from '../../src/content/home';
import { pageMeta } from '../../src/content/page-meta';
import { homeSections } from '../../src/content/home';
import { AboutCompany } from '../../src/sections/AboutCompany';
import { CallToAction } from '../../src/sections/CallToAction';
import { CaseStudySlider } from '../../src/sections/CaseStudySlider';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { ClientsArea } from '../../src/sections/ClientsArea';
import { CoreValues } from '../../src/sections/CoreValues';
import { FunFacts } from '../../src/sections/FunFacts';
import { Hero } from '../../src/sections/Hero';
import { HeroSlides } from '../../src/sections/HeroSlides';
import { LatestPosts } from '../../src/sections/LatestPosts';
import { MissionVision } from '../../src/sections/MissionVision';
import { ServiceCards } from '../../src/sections/ServiceCards';
import { Stats } from '../../src/sections/Stats';

/** / and /home: the home page, every home section in the template's order. */
export default function HomePage() {
  return (
    <>
      <Hero variant="split" media={<Island name="HeroSlides" component={HeroSlides} props={{}} />} />
      <AboutCompany />
      <Island name="Stats" component={Stats} props={{}} />
      <FunFacts />
      <ServiceCards heading={homeSections.services} />
      <ClientsArea limit={3} />
      <Island name="CaseStudySlider" component={CaseStudySlider} props={{}} />
      <Island name="CoreValues" component={CoreValues} props={{}} />
      <MissionVision />
      <Island name="ClientLogos" component={ClientLogos} props={{}} />
      <CallToAction />
      <LatestPosts />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home;

/** The hero carousel's first picture, preloaded: it is the page's largest paint. */
export const preloadImages = () => [heroSlides[0]!.picture.src];
