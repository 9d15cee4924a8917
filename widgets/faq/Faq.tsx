import { faq, faqHeading } from '../../src/content/legal';
import { Accordion } from '../../src/ui/Accordion';
import { usePart } from '../../src/ui/widget-context';
import '../../src/styles/legal-page.css';

/** The four questions of the privacy and terms pages, one answer open at a time. */
export function Faq() {
  const heading = usePart('heading');
  return (
    <section className="it-faq" aria-labelledby="it-faq-title">
      <h2 id="it-faq-title" part={heading}>
        {faqHeading}
      </h2>
      <Accordion items={faq} />
    </section>
  );
}
