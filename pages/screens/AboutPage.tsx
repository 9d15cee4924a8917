import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { AboutIntro } from '../../src/sections/AboutIntro.tsx';
import { AboutProcess } from '../../src/sections/AboutProcess.tsx';
import { Clients } from '../../widgets/clients/Clients.tsx';
import { MissionVision } from '../../widgets/mission-vision/MissionVision.tsx';
import { Stats } from '../../widgets/stats/Stats.tsx';
import { InfoPage } from './InfoPage.tsx';

/** /about: title bar, company intro, mission and vision, how we work, clients strip. */
export default function AboutPage() {
  return (
    <InfoPage copy="about">
      <AboutIntro />
      <MissionVision />
      <Stats />
      <AboutProcess />
      <Island name="Clients" component={Clients} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.about;
