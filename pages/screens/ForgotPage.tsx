import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { ForgotPassword } from '../../widgets/forgot-password/ForgotPassword.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';

/** /forgot: front-end only, as the spec says (its toasts show in the layout's toaster). */
export default function ForgotPage() {
  return (
    <InfoPage copy="forgot">
      <section className="it-section it-container it-account">
        <Island name="ForgotPassword" component={ForgotPassword} props={{}} wake="used-or-scrolled" />
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.forgot;
