import { Island } from '../../src/elements/Island.tsx';
import { caseStudies, findCaseStudy, projectPageCopy } from '../../src/content/case-studies.ts';
import { ContactForm } from '../../widgets/contact-form/ContactForm.tsx';
import { NotFound } from '../../src/sections/NotFound.tsx';
import { PageTitle } from '../../src/sections/PageTitle.tsx';
import { ProjectFacts } from '../../src/sections/ProjectFacts.tsx';
import { ProjectGallery } from '../../src/sections/ProjectGallery.tsx';
import { ProjectStory } from '../../src/sections/ProjectStory.tsx';
import { siteHref } from '../../src/ui/Link.tsx';
import type { PageProps, Params } from '../page-types.ts';
import '../../src/styles/base.css';
import '../../src/styles/page.css';
import '../../src/styles/project-story.css';
import '../../src/styles/detail-page.css';

/** /projects/{slug}: a case study's facts, pictures, story, strategies, results and the client's words. */
export default function ProjectPage({ params }: PageProps) {
  const study = findCaseStudy(params.slug ?? '');
  if (!study) return <NotFound />;
  return (
    <>
      <PageTitle title={study.title} subtitle={projectPageCopy.subtitle} crumb={projectPageCopy.crumb} />
      <div className="it-section it-container it-with-sidebar">
        <article className="it-with-sidebar__main">
          <p className="it-project-lead">{study.subtitle}</p>
          <Island
            name="ProjectGallery"
            component={ProjectGallery}
            props={{ pictures: [study.image, ...study.gallery] }}
          />
          <ProjectStory study={study} />
          <section className="it-project-contact" aria-labelledby="it-project-contact-title">
            <h2 id="it-project-contact-title">{projectPageCopy.contactHeading}</h2>
            <p>{projectPageCopy.contactText}</p>
            <Island name="ContactForm" component={ContactForm} props={{}} wake="used-or-scrolled" />
          </section>
        </article>
        <aside className="it-with-sidebar__aside">
          <ProjectFacts study={study} url={siteHref(`/projects/${study.slug}`)} />
        </aside>
      </div>
    </>
  );
}

/** Title and description of the page; undefined for an unknown slug. */
export function meta(params: Params) {
  const study = findCaseStudy(params.slug ?? '');
  return study && { title: study.title, description: study.subtitle };
}

/** The slugs to prerender. */
export const paramSets = () => caseStudies.map(({ slug }) => ({ slug }));
