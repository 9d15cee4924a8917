import { faq, faqHeading } from '../../src/content/legal';
import { Accordion } from '../../src/ui/Accordion';
import '../../src/styles/legal-page.css';

/** The four questions of the privacy and terms pages, one answer open at a time. */
export function Faq() {
  return (
    <section className="it-faq" aria-labelledby="it-faq-title">
      <h2 id="it-faq-title">{faqHeading}</h2>
      <Accordion items={faq} />
    </section>
  );
}
