import { site } from '../content/site.ts';
import { SocialIcon } from './SocialIcon.tsx';
import '../styles/social-sign-in.css';

/** The sign-in screen's three social buttons; like the template's, they do nothing (no accounts exist). */
export function SocialSignIn({ heading }: { heading: string }) {
  return (
    <div className="it-social-sign-in">
      <p className="it-social-sign-in__heading">{heading}</p>
      <div className="it-social-sign-in__buttons">
        {site.socials.slice(0, 3).map((social) => (
          <button key={social.network} type="button" className="it-social-sign-in__button" aria-label={social.label}>
            <SocialIcon network={social.network} />
          </button>
        ))}
      </div>
    </div>
  );
}
