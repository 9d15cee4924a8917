import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { TechStack } from '../../widgets/tech-stack/TechStack.tsx';
import { InfoPage } from './InfoPage.tsx';

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
