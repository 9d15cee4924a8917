import { Island } from '../../src/elements/Island';
import { LaterSections } from '../../src/layout/LaterSections';
import { heroSlides } from '../../src/content/home';
import { pageMeta } from '../../src/content/page-meta';
import { About } from '../../widgets/about/About';
import { Cta } from '../../widgets/cta/Cta';
import { CaseStudies } from '../../widgets/case-studies/CaseStudies';
import { Clients } from '../../widgets/clients/Clients';
import { Testimonials } from '../../widgets/testimonials/Testimonials';
import { CoreValues } from '../../widgets/core-values/CoreValues';
import { FunFacts } from '../../widgets/fun-facts/FunFacts';
import { Hero } from '../../widgets/hero/Hero';
import { HeroCarousel } from '../../widgets/hero-carousel/HeroCarousel';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts';
import { MissionVision } from '../../widgets/mission-vision/MissionVision';
import { Services } from '../../widgets/services/Services';
import { Stats } from '../../widgets/stats/Stats';

/** / and /home: the home page, every home section in the template's order. */
export default function HomePage() {
  return (
    <>
      <Hero variant="split" media={<Island name="HeroCarousel" component={HeroCarousel} props={{}} wake="used" />} />
      <LaterSections>
        <About />
        <Stats />
        <FunFacts />
        <Services />
        <Testimonials limit={3} />
        <Island name="CaseStudies" component={CaseStudies} props={{}} />
        <Island name="CoreValues" component={CoreValues} props={{}} />
        <MissionVision />
        <Island name="Clients" component={Clients} props={{}} />
        <Cta />
        <LatestPosts />
      </LaterSections>
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home;

/** The hero carousel's first picture, preloaded: it is the page's largest paint. */
export const preloadImages = () => [heroSlides[0]!.picture.src];
