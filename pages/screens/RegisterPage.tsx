import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { SignUp } from '../../widgets/sign-up/SignUp.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';

/** /register: front-end only, as the spec says (its toasts show in the layout's toaster). */
export default function RegisterPage() {
  return (
    <InfoPage copy="register">
      <section className="it-section it-container it-account">
        <Island name="SignUp" component={SignUp} props={{}} wake="used-or-scrolled" />
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.register;
