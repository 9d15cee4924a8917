import { serviceContent } from '../../src/content/service-content';
import { findService, services } from '../../src/content/services';
import { NotFound } from '../../src/sections/NotFound';
import { PageTitle } from '../../src/sections/PageTitle';
import { Picture } from '../../src/ui/Picture';
import { RichText } from '../../src/ui/RichText';
import { Link } from '../../src/ui/Link';
import type { PageProps, Params } from '../page-types';
import { useScrollTop } from './use-scroll-top';
import '../../src/styles/base.css';
import '../../src/styles/page.css';
import '../../src/styles/detail-page.css';

/** /services/{slug}: one service, with the first six services in the sidebar. */
export default function ServiceDetailPage({ params }: PageProps) {
  const service = findService(params.slug ?? '');
  useScrollTop(params.slug);
  if (!service) return <NotFound />;
  return (
    <>
      <PageTitle title={service.title} subtitle="Services" crumb={service.title} />
      <div className="it-section it-container it-with-sidebar">
        <article className="it-with-sidebar__main">
          <Picture picture={service.image} priority />
          <RichText blocks={serviceContent[service.slug] ?? []} />
        </article>
        <aside className="it-with-sidebar__aside" aria-label="All services">
          <h2 className="it-sidebar-title">Our Services</h2>
          <ul className="it-sidebar-links">
            {services.slice(0, 6).map((item) => (
              <li key={item.slug}>
                <Link href={`/services/${item.slug}`} aria-current={item.slug === service.slug ? 'page' : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}

/** Title and description of the page; undefined for an unknown slug. */
export function meta(params: Params) {
  const service = findService(params.slug ?? '');
  return service && { title: service.title, description: service.description };
}

/** The slugs to prerender. */
export const paramSets = () => services.map(({ slug }) => ({ slug }));

/** The service's picture, preloaded. */
export const preloadImages = (params: Params) => {
  const service = findService(params.slug ?? '');
  return service ? [service.image.src] : [];
};
