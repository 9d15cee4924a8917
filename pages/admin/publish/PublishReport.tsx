import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { adminMessages } from '../messages.ts';
import type { Violation } from './accessibility.ts';
import type { PublishState } from './use-publish.ts';
import '../admin.css';
import './publish.css';

const words = adminMessages;

/** Where a problem is fixed, in the screen's words, and how to get there. */
export interface ProblemPlace {
  label: string;
  go?: () => void;
}

/** Props of {@link PublishReport}. */
export interface PublishReportProps {
  state: PublishState;
  /** Names a problem's field (`blocks.3.slugs` → "Block 4 (Services), Slugs") and moves to it. */
  placeOf: (problem: FieldProblem) => ProblemPlace;
  /** Moves to a violation's block or part, when it has one. */
  goToViolation?: (violation: Violation) => (() => void) | undefined;
  onClose: () => void;
}

/** A link that moves to a field: an in-page link, so it reads and works as one, with the move done in script. */
function GoLink({ label, go }: ProblemPlace) {
  if (!go) return <strong>{label}</strong>;
  return (
    <a
      href="#"
      onClick={(event) => {
        event.preventDefault();
        go();
      }}
    >
      {label}
    </a>
  );
}

/**
 * What Check or Publish found: the server's problems, each linking to its
 * field; axe's violations, each with its place and what to fix; and what the
 * page would load.
 */
export function PublishReport({ state, placeOf, goToViolation, onClose }: PublishReportProps) {
  const { problems, report, message, phase } = state;
  const violations = report?.violations ?? [];
  const failed = phase === 'failed' || Boolean(state.conflict);
  if (phase === 'idle') return null;
  if (phase === 'checking' || phase === 'publishing') {
    return (
      <section className="admin-report" aria-label={words.weight.heading}>
        <p role="status">{phase === 'checking' ? words.accessibility.running : words.publish.publishing}</p>
      </section>
    );
  }
  return (
    <section className="admin-report" aria-labelledby="admin-report-heading" tabIndex={-1} id="admin-report">
      <div className="admin-report__bar">
        <h2 id="admin-report-heading" className="admin-report__heading">
          {problems.length + violations.length > 0
            ? words.publish.problemsHeading(problems.length + violations.length)
            : failed
              ? words.publish.headings.failed
              : phase === 'published'
                ? words.publish.headings.published
                : words.publish.headings.checked}
        </h2>
        <button type="button" className="admin-button admin-button--small" onClick={onClose}>
          {words.publish.dismiss}
        </button>
      </div>
      {message && (
        <p
          className={`admin-notice ${failed ? 'admin-notice--error' : 'admin-notice--ok'}`}
          role={failed ? 'alert' : 'status'}
        >
          {message}
        </p>
      )}
      {problems.length > 0 && (
        <>
          <p>{words.publish.problemsIntro}</p>
          <ul className="admin-report__problems">
            {problems.map((problem, index) => (
              <li key={index}>
                <GoLink {...placeOf(problem)} />: {problem.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {violations.length > 0 && (
        <>
          <h3>{words.accessibility.heading(violations.length)}</h3>
          <p>{words.accessibility.intro}</p>
          <ul className="admin-report__violations">
            {violations.map((violation, index) => (
              <li key={index} className="admin-report__violation">
                <p>
                  <GoLink
                    label={words.accessibility.where(violation.place ?? words.accessibility.wholePage)}
                    go={goToViolation?.(violation)}
                  />{' '}
                  ({words.accessibility.at(violation.widths)}):{' '}
                  {words.accessibility.fixes[violation.rule] ?? words.accessibility.otherFix(violation.help)}
                </p>
                <p className="admin-report__element">
                  {words.accessibility.element}: <code>{violation.html}</code>{' '}
                  <a href={violation.helpUrl} target="_blank" rel="noreferrer">
                    {words.accessibility.more} ({violation.rule})
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {report && (
        <div className="admin-report__weight">
          <h3>{words.weight.heading}</h3>
          {report.scripts ? (
            <p>{words.weight.script(report.scripts.first, report.scripts.all, report.scripts.islands)}</p>
          ) : (
            <p>{words.weight.unknown}</p>
          )}
          {report.images.map((image) => (
            <p key={image.width}>{words.weight.images(image.files, image.bytes, image.width)}</p>
          ))}
          <details>
            <summary>{words.weight.howLabel}</summary>
            <p>{words.weight.how}</p>
          </details>
        </div>
      )}
    </section>
  );
}
