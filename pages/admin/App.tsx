import { lazy, Suspense } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { adminMessages } from './messages.ts';
import { DocumentList } from './list/DocumentList.tsx';
import { useSession } from './use-session.ts';
import './admin.css';
import './app.css';

const words = adminMessages;

// The builder (Puck, the sections) and the post editor (CodeMirror) load when opened: the list needs neither.
const LandingScreen = lazy(() =>
  import('./landing/LandingScreen.tsx').then((module) => ({ default: module.LandingScreen })),
);
const PostScreen = lazy(() => import('./post/PostScreen.tsx').then((module) => ({ default: module.PostScreen })));

/** Where a person signs in (mail/admin/staff/staff-paths.ts), when the server says no one is. */
const signInPath = '/admin/sign-in';

/**
 * The editor: the list of pages, the landing-page builder and the post editor,
 * under /admin/ (wouter's base), once the server says who is signed in.
 */
export function App() {
  const session = useSession();
  if (session.state !== 'ready') {
    return (
      <main id="main" className="admin-page">
        <h1>{words.appName}</h1>
        {session.state === 'loading' && <p role="status">{words.session.loading}</p>}
        {session.state === 'signed-out' && (
          <p>
            {words.session.signedOut} <a href={signInPath}>{words.session.signIn}</a>
          </p>
        )}
        {session.state === 'failed' && (
          <p className="admin-notice admin-notice--error" role="alert">
            {words.session.failed(session.reason)}
          </p>
        )}
      </main>
    );
  }
  const { session: who } = session;
  return (
    <Router base="/admin">
      <a className="admin-skip-link" href="#main">
        {words.skipLink}
      </a>
      <header className="admin-top">
        <Link href="/" className="admin-top__name">
          {words.appName}
        </Link>
        <nav aria-label={words.nav.label} className="admin-top__nav">
          <Link href="/">{words.nav.list}</Link>
          <Link href="/new/landing">{words.nav.newLanding}</Link>
          <Link href="/new/post">{words.nav.newPost}</Link>
        </nav>
        <p className="admin-top__who">
          {who.mode === 'local' ? words.session.localMode : words.session.signedInAs(who.name, who.email)}
        </p>
      </header>
      <Suspense
        fallback={
          <main id="main" className="admin-page">
            <p role="status">{words.session.loading}</p>
          </main>
        }
      >
        <Switch>
          <Route path="/">
            <DocumentList />
          </Route>
          {/* A new page and the page it becomes once published are one screen (no key):
            it stays mounted when its address moves from /new/… to the name it was given. */}
          <Route path="/landing/:name">{({ name }) => <LandingScreen name={name} />}</Route>
          <Route path="/new/landing">
            <LandingScreen />
          </Route>
          <Route path="/post/:name">{({ name }) => <PostScreen name={name} />}</Route>
          <Route path="/new/post">
            <PostScreen />
          </Route>
          <Route>
            <main id="main" className="admin-page">
              <p>{words.errors.notFound}</p>
              <Link href="/">{words.nav.back}</Link>
            </main>
          </Route>
        </Switch>
      </Suspense>
    </Router>
  );
}
