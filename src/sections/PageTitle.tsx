import { Link } from '../ui/Link.tsx';
import '../styles/base.css';
import '../styles/page-title.css';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  title: string;
  /** Small line above the title (e.g. 'Blog' on a post). */
  subtitle?: string;
  /** The last breadcrumb; defaults to the title. */
  crumb?: string;
}

/** The title bar at the top of inner pages: the page's one h1 and a breadcrumb home. */
export function PageTitle({ title, subtitle, crumb }: PageTitleProps) {
  return (
    <section className="it-page-title">
      <div className="it-container">
        {subtitle && <p className="it-page-title__subtitle">{subtitle}</p>}
        <h1 className="it-page-title__heading">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="it-page-title__crumbs">
            <li>
              <Link href="/home">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
