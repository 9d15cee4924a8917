import { shareTargets } from '../content/share';
import '../styles/base.css';
import '../styles/project-facts.css';

/** Links that share a page on social networks; plain links, so nothing loads from those sites until clicked. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className="it-share">
      {shareTargets.map((target) => (
        <li key={target.name}>
          <a href={target.href(encodeURIComponent(url), encodeURIComponent(title))} target="_blank" rel="noopener noreferrer">
            {target.name}
            <span className="it-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
