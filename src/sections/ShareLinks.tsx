import { shareLinks } from '../content/share.ts';
import '../styles/base.css';
import '../styles/project-facts.css';

/** Links that share a page on social networks; plain links, so nothing loads from those sites until clicked. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className="it-share">
      {shareLinks(url, title).map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.name}
            <span className="it-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
