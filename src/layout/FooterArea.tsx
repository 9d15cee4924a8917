import { ArrowRight } from 'lucide-react';
import { footerArea } from '../content/footer.ts';
import { Link } from '../ui/Link.tsx';
import '../styles/base.css';
import '../styles/footer-area.css';

/** The call-to-action band every page shows above the footer. */
export function FooterArea() {
  return (
    <section className="it-footer-area" aria-labelledby="it-footer-area-heading">
      <div className="it-container it-footer-area__inner">
        <div className="it-footer-area__copy">
          <h2 id="it-footer-area-heading" className="it-footer-area__heading">
            {footerArea.heading}
          </h2>
          <p className="it-footer-area__text">{footerArea.text}</p>
        </div>
        <Link href={footerArea.cta.href} className="it-button it-footer-area__button">
          {footerArea.cta.label}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}
