import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { heroArt, heroVariants } from '../../src/content/home';
import { About } from '../../widgets/about/About';
import { Cta } from '../../widgets/cta/Cta';
import { Clients } from '../../widgets/clients/Clients';
import { CoreValues } from '../../widgets/core-values/CoreValues';
import { FunFacts } from '../../widgets/fun-facts/FunFacts';
import { Hero } from '../../widgets/hero/Hero';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts';
import { MissionVision } from '../../widgets/mission-vision/MissionVision';
import { Services } from '../../widgets/services/Services';
import { Stats } from '../../widgets/stats/Stats';
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
      <Stats />
      <MissionVision />
      <Services />
      <FunFacts />
      <Island name="CoreValues" component={CoreValues} props={{}} />
      <About />
      <Island name="Clients" component={Clients} props={{}} />
      <Cta />
      <LatestPosts />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.home3;

/** The hero's picture, preloaded. */
export const preloadImages = () => [heroArt.home3.src];
