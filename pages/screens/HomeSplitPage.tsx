import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { heroArt, heroVariants } from '../../src/content/home';
import { Cta } from '../../widgets/cta/Cta';
import { CaseStudies } from '../../widgets/case-studies/CaseStudies';
import { Clients } from '../../widgets/clients/Clients';
import { Testimonials } from '../../widgets/testimonials/Testimonials';
import { Hero } from '../../widgets/hero/Hero';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts';
import { Services } from '../../widgets/services/Services';
import { Stats } from '../../widgets/stats/Stats';
import { TechStack } from '../../widgets/tech-stack/TechStack';
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
