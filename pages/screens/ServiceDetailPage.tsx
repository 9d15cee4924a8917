import { serviceContent } from '../../src/content/service-content.ts';
import { findService, services } from '../../src/content/services.ts';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { detailCopy } from '../../src/content/page-copy.ts';
import { Link } from '../../src/ui/Link.tsx';
import type { PageProps, Params } from '../page-types.ts';
import { DetailLayout } from './DetailLayout.tsx';
import { useScrollTop } from './use-scroll-top.ts';

/** /services/{slug}: one service, with the first six services in the sidebar. */
export default function ServiceDetailPage({ params }: PageProps) {
  const service = findService(params.slug ?? '');
  useScrollTop(params.slug);
  if (!service) return <NotFound />;
  return (
    <>
      <PageTitle title={service.title} subtitle={detailCopy.service.subtitle} crumb={service.title} />
      <DetailLayout
        picture={service.image}
        blocks={serviceContent[service.slug] ?? []}
        asideLabel={detailCopy.service.asideLabel}
        asideTitle={detailCopy.service.asideTitle}
      >
        <ul className="it-sidebar-links">
          {services.slice(0, 6).map((item) => (
            <li key={item.slug}>
              <Link href={`/services/${item.slug}`} aria-current={item.slug === service.slug ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </DetailLayout>
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
