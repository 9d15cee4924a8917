import { projectPageCopy } from '../content/case-studies.ts';
import type { CaseStudy } from '../content/types.ts';
import { iconFor } from '../ui/icons.ts';
import { RichText } from '../ui/RichText.tsx';
import '../styles/project-story.css';

const Check = iconFor('Check');
const Quote = iconFor('Quote');

/** The case study's overview, strategies and results lists, and the client's quote. */
export function ProjectStory({ study }: { study: CaseStudy }) {
  return (
    <div className="it-project-story">
      <RichText blocks={study.overview} />
      <h2>{projectPageCopy.strategiesHeading}</h2>
      <ol className="it-project-story__strategies">
        {study.strategies.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <h2>{projectPageCopy.resultsHeading}</h2>
      <ul className="it-project-story__results">
        {study.results.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" size={20} />
            {item}
          </li>
        ))}
      </ul>
      <figure className="it-project-story__quote">
        <Quote aria-hidden="true" size={36} />
        <blockquote>
          <p>{study.quote.text}</p>
        </blockquote>
        <figcaption>
          <strong>{study.quote.author}</strong>, {study.quote.role}
        </figcaption>
      </figure>
    </div>
  );
}
