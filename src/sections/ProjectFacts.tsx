import type { CaseStudy } from '../content/types.ts';
import { ShareLinks } from './ShareLinks.tsx';
import '../styles/page.css';
import '../styles/project-facts.css';

/** The case study's fact sheet: location, client, architect, type, duration, completion date and share links. */
export function ProjectFacts({ study, url }: { study: CaseStudy; url: string }) {
  const facts = [
    ['Location', study.facts.location],
    ['Client', study.facts.client],
    ['Architect', study.facts.architect],
    ['Project type', study.facts.projectType],
    ['Duration', study.facts.duration],
    ['Completed', study.facts.completed],
  ] as const;
  return (
    <section className="it-project-facts" aria-labelledby="it-project-facts-title">
      <h2 id="it-project-facts-title" className="it-sidebar-title">
        Project facts
      </h2>
      <dl className="it-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Share</dt>
          <dd>
            <ShareLinks url={url} title={study.title} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
