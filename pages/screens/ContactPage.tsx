import { Island } from '../../src/elements/Island.tsx';
import { pageCopy } from '../../src/content/page-copy.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { EnquiryForm } from '../../widgets/enquiry-form/EnquiryForm.tsx';
import { Offices } from '../../src/sections/Offices.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';

const copy = pageCopy.contact;

/** /contact: the two offices with their maps, then 'Have Any Question?' and the enquiry form. */
export default function ContactPage() {
  return (
    <>
      <PageTitle title={copy.subtitle} />
      <Offices heading={copy.officesHeading} />
      <section className="it-section it-container it-form-section" aria-labelledby="it-enquiry-heading">
        <h2 id="it-enquiry-heading" className="it-form-section__title">
          {copy.title}
        </h2>
        <p className="it-form-section__text">{copy.intro}</p>
        <Island name="EnquiryForm" component={EnquiryForm} props={{}} wake="used-or-scrolled" />
      </section>
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.contact;
