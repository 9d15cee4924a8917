import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { heroArt, heroVariants } from '../../src/content/home.ts';
import { About } from '../../widgets/about/About.tsx';
import { Cta } from '../../widgets/cta/Cta.tsx';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { CoreValues } from '../../widgets/core-values/CoreValues.tsx';
import { FunFacts } from '../../widgets/fun-facts/FunFacts.tsx';
import { Hero } from '../../widgets/hero/Hero.tsx';
import { LatestPosts } from '../../widgets/latest-posts/LatestPosts.tsx';
import { MissionVision } from '../../widgets/mission-vision/MissionVision.tsx';
import { Services } from '../../widgets/services/Services.tsx';
import { Stats } from '../../widgets/stats/Stats.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
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
