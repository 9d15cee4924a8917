import { caseStudies, findCaseStudy } from '../../src/content/case-studies';
import { NotFound } from '../../src/sections/NotFound';
import { PageTitle } from '../../src/sections/PageTitle';
import { Picture } from '../../src/ui/Picture';
import { RichText } from '../../src/ui/RichText';
import type { PageProps, Params } from '../route-table';

/** /projects/{slug}: a case study's facts, story, strategies, results and the client's words. */
export default function ProjectPage({ params }: PageProps) {
  const study = findCaseStudy(params.slug ?? '');
  if (!study) return <NotFound />;
  const facts = [
    ['Location', study.facts.location],
    ['Client', study.facts.client],
    ['Architect', study.facts.architect],
    ['Project type', study.facts.projectType],
    ['Duration', study.facts.duration],
    ['Completed', study.facts.completed],
  ];
  return (
    <>
      <PageTitle title={study.title} subtitle={study.subtitle} />
      <div className="it-section it-container it-with-sidebar">
        <article className="it-with-sidebar__main">
          <Picture picture={study.image} priority />
          <RichText blocks={study.overview} />
          <h2>Strategies</h2>
          <ul>
            {study.strategies.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>Results</h2>
          <ul>
            {study.results.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <blockquote className="it-quote">
            <p>{study.quote.text}</p>
            <footer>
              {study.quote.author}, {study.quote.role}
            </footer>
          </blockquote>
        </article>
        <aside className="it-with-sidebar__aside" aria-label="Project facts">
          <h2 className="it-sidebar-title">Project facts</h2>
          <dl className="it-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
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
