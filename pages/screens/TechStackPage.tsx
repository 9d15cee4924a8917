import { pageMeta } from '../../src/content/page-meta';
import { TechStack } from '../../src/sections/TechStack';
import { InfoPage } from './InfoPage';

/** /tech-stack: the technologies the teams work with, in six tabs. */
export default function TechStackPage() {
  return (
    <InfoPage copy="techStack">
      <TechStack heading={null} />
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.techStack;
