import { pageMessages } from '../content/page-messages.ts';
import { pageCopy } from '../content/page-copy.ts';
import { Link } from '../ui/Link.tsx';
import { addRipple } from '../ui/ripple.ts';
import '../styles/base.css';
import '../styles/not-found.css';

/** The 404 screen: 'Oops! Page Not Found!' and a way back home. Same markup for every unknown path. */
export function NotFound({ message = pageMessages.notFound.page }: { message?: string }) {
  return (
    <section className="it-section it-not-found">
      <div className="it-container it-not-found__body">
        <p className="it-not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{message}</h1>
        <p>{pageCopy.notFound.intro}</p>
        <Link className="it-button" href="/home" onPointerDown={addRipple}>
          {pageMessages.notFound.backHome}
        </Link>
      </div>
    </section>
  );
}
