import { Island } from '../../src/elements/Island';
import { pageMeta } from '../../src/content/page-meta';
import { SignUp } from '../../widgets/sign-up/SignUp';
import { InfoPage } from './InfoPage';
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
