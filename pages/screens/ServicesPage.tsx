import { pageMeta } from '../../src/content/page-meta.ts';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { Services } from '../../widgets/services/Services.tsx';
import { pageCopy } from '../../src/content/page-copy.ts';

/** /services: the six services under 'Our Services'. */
export default function ServicesPage() {
  const copy = pageCopy.services;
  return (
    <>
      <PageTitle title={copy.title} subtitle={copy.subtitle} crumb="Services" />
      <Services showHeading={false} lead={copy.intro} />
    </>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.services;
