import { aboutPage } from '../content/about.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';
import '../styles/about-intro.css';
import '../styles/base.css';

/** How a project runs, in four numbered steps, and the company's milestones. */
export function AboutProcess() {
  const { process, milestones } = aboutPage;
  return (
    <section className="it-section it-section--alt it-about-process" aria-labelledby="it-about-process-title">
      <div className="it-container">
        <SectionHeader heading={process.heading} id="it-about-process-title" />
        <ol className="it-about-process__steps">
          {process.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <SectionHeader heading={milestones.heading} />
        <ol className="it-about-process__timeline">
          {milestones.items.map((item) => (
            <li key={`${item.year}-${item.title}`}>
              <p className="it-about-process__year">{item.year}</p>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
