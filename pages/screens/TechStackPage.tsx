import { pageMeta } from '../../src/content/pages';
import { techStacks } from '../../src/content/tech-stacks';
import { InfoPage } from './InfoPage';

/** /tech-stack: the technologies the teams work with, by category. */
export default function TechStackPage() {
  return (
    <InfoPage copy="techStack">
      <section className="it-section it-container" aria-label="Technology stacks">
        {techStacks.map((stack) => (
          <div key={stack.id}>
            <h2>{stack.label}</h2>
            <ul>
              {stack.items.map((item) => (
                <li key={item.name}>{item.name}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </InfoPage>
  );
}

/** Title and description of the page. */
export const meta = () => pageMeta.techStack;
