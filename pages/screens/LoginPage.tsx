import { Island } from '../../src/elements/Island.tsx';
import { pageMeta } from '../../src/content/page-meta.ts';
import { SignIn } from '../../widgets/sign-in/SignIn.tsx';
import { InfoPage } from './InfoPage.tsx';
import '../../src/styles/base.css';
import '../../src/styles/form.css';

/** /login: front-end only, as the spec says (its toasts show in the layout's toaster). */
export default function LoginPage() {
  return (
    <InfoPage copy="login">
      <section className="it-section it-container it-account">
        <Island name="SignIn" component={SignIn} props={{}} wake="used-or-scrolled" />
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.login;
