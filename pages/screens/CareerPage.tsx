import { Island } from '../../src/elements/Island.tsx';
import { careers } from '../../src/content/careers.ts';
import { pageCopy } from '../../src/content/page-copy.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { site } from '../../src/content/site.ts';
import { CareersForm } from '../../widgets/careers-form/CareersForm.tsx';
import { Picture } from '../../src/ui/Picture.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import '../../src/styles/form-pages.css';

const copy = pageCopy.career;

/** /career: the title bar, an image and the 'Submit Your Profile' form, with the company e-mail as the alternative. */
export default function CareerPage() {
  return (
    <InfoPage copy="career">
      <section className="it-section it-container it-career" aria-labelledby="it-career-form-heading">
        <Picture picture={careers.picture} className="it-career__picture" />
        <div className="it-form-section">
          <h2 id="it-career-form-heading" className="it-form-section__title">
            {copy.formTitle}
          </h2>
          <p className="it-form-section__text">{copy.formText}</p>
          <Island name="CareersForm" component={CareersForm} props={{}} wake="used-or-scrolled" />
          <p className="it-form__note">
            {copy.emailAlternative} <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>
          </p>
        </div>
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.career;
