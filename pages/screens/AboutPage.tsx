import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { AboutIntro } from '../../src/sections/AboutIntro';
import { AboutProcess } from '../../src/sections/AboutProcess';
import { ClientLogos } from '../../src/sections/ClientLogos';
import { MissionVision } from '../../src/sections/MissionVision';
import { Stats } from '../../src/sections/Stats';
import { InfoPage } from './InfoPage';

/** /about: title bar, company intro, mission and vision, how we work, clients strip. */
export default function AboutPage() {
  return (
    <InfoPage copy="about">
      <AboutIntro />
      <MissionVision />
      <Island name="Stats" component={Stats} props={{}} />
      <AboutProcess />
      <Island name="ClientLogos" component={ClientLogos} props={{}} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.about;
