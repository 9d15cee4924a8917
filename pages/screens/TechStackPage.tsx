import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { TechStack } from '../../widgets/tech-stack/TechStack';
import { InfoPage } from './InfoPage';

/** /tech-stack: the technologies the teams work with, in six tabs. */
export default function TechStackPage() {
  return (
    <InfoPage copy="techStack">
      <Island name="TechStack" component={TechStack} props={{ showHeading: false }} wake="used-or-scrolled" />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.techStack;
