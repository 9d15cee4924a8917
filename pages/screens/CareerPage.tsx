import { pageMeta } from '../../src/content/pages';
import { site } from '../../src/content/site';
import { InfoPage } from './InfoPage';

/** /career: the title bar, and the resume form with the e-mail alternative. */
export default function CareerPage() {
  return (
    <InfoPage copy="career">
      <section className="it-section it-container">
        <p>
          Prefer e-mail? Send your resume to <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>.
        </p>
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.career;
