import type { HeroCopy } from '../content/types';
import { hero as defaultHero } from '../content/home';
import { Link } from '../ui/Link';

/** Props of {@link Hero}. */
export interface HeroProps {
  copy?: HeroCopy;
  /** 'centered' on the home page, 'split' with room for artwork beside it. */
  variant?: 'centered' | 'split';
}

/** The home page's opening: the page's h1, a tagline, a sentence and one call to action. */
export function Hero({ copy = defaultHero, variant = 'centered' }: HeroProps) {
  return (
    <section className={`it-hero it-hero--${variant}`}>
      <div className="it-container it-hero__body">
        <p className="it-hero__tagline">{copy.tagline}</p>
        <h1 className="it-hero__title">{copy.title}</h1>
        <p className="it-hero__text">{copy.text}</p>
        <Link className="it-button it-hero__cta" href={copy.cta.href}>
          {copy.cta.label}
        </Link>
      </div>
    </section>
  );
}
