import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { heroArt, heroVariants } from '../../src/content/home.ts';
import { Cta } from '../../widgets/cta/Cta.tsx';
import { CaseStudies } from '../../widgets/case-studies/CaseStudies.tsx';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { Testimonials } from '../../widgets/testimonials/Testimonials.tsx';
import { Hero } from '../../widgets/hero/Hero.tsx';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts.tsx';
import { Services } from '../../widgets/services/Services.tsx';
import { Stats } from '../../widgets/stats/Stats.tsx';
import { TechStack } from '../../widgets/tech-stack/TechStack.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
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
      <Services />
      <Stats />
      <Island name="CaseStudies" component={CaseStudies} props={{}} />
      <Island name="TechStack" component={TechStack} props={{}} wake="used-or-scrolled" />
      <Testimonials limit={3} />
      <Island name="Clients" component={Clients} props={{}} />
      <Cta />
      <LatestPosts />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home2;

/** The hero's picture, preloaded. */
export const preloadImages = () => [heroArt.home2.src];
