import { footerCopy } from '../content/footer.ts';
import { site } from '../content/site.ts';
import { SocialIcon } from '../ui/SocialIcon.tsx';
import '../styles/footer.css';

/** The company's social profiles as round icon links, each named for screen readers. */
export function SocialLinks() {
  return (
    <ul className="it-social-links">
      {site.socials.map((social) => (
        <li key={social.network}>
          <a className="it-social-links__link" href={social.href} aria-label={footerCopy.socialLabel(social.label)}>
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
