import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { AboutIntro } from '../../src/sections/AboutIntro';
import { AboutProcess } from '../../src/sections/AboutProcess';
import { Clients } from '../../widgets/clients/Clients';
import { MissionVision } from '../../widgets/mission-vision/MissionVision';
import { Stats } from '../../widgets/stats/Stats';
import { InfoPage } from './InfoPage';

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
