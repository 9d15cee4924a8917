import { Island } from '../../src/elements/Island.tsx';
import { LaterSections } from '../../src/layout/LaterSections.tsx';
import { heroSlides } from '../../src/content/home.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { About } from '../../widgets/about/About.tsx';
import { Cta } from '../../widgets/cta/Cta.tsx';
import { CaseStudies } from '../../widgets/case-studies/CaseStudies.tsx';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { Testimonials } from '../../widgets/testimonials/Testimonials.tsx';
import { CoreValues } from '../../widgets/core-values/CoreValues.tsx';
import { FunFacts } from '../../widgets/fun-facts/FunFacts.tsx';
import { Hero } from '../../widgets/hero/Hero.tsx';
import { HeroCarousel } from '../../widgets/hero-carousel/HeroCarousel.tsx';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts.tsx';
import { MissionVision } from '../../widgets/mission-vision/MissionVision.tsx';
import { Services } from '../../widgets/services/Services.tsx';
import { Stats } from '../../widgets/stats/Stats.tsx';

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
