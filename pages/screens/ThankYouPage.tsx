import { pageCopy } from '../../src/content/page-copy.ts';
import { pageMeta } from '../../src/content/page-meta.ts';
import { Link } from '../../src/ui/Link.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';
import '../../src/styles/form-pages.css';

/** /thank-you: where a form posted without JavaScript lands once the server has stored it. */
export default function ThankYouPage() {
  return (
    <InfoPage copy="thankYou">
      <section className="it-section it-container it-thank-you">
        <Link href="/home" className="it-button">
          {pageCopy.thankYou.linkLabel}
        </Link>
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.thankYou;
