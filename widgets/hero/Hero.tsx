import type { ReactNode } from 'react';
import type { HeroCopy } from '../../src/content/types.ts';
import { hero as defaultHero } from '../../src/content/home.ts';
import { addRipple } from '../../src/ui/ripple.ts';
import { Link } from '../../src/ui/Link.tsx';
import { isLinkAddress } from '../../src/ui/link-address.ts';
import { usePart, useSlot } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/hero.css';

/** Props of {@link Hero}. */
export interface HeroProps {
  copy?: HeroCopy;
  /**
   * 'centered' text on its own, 'split' with `media` beside the text (the home
   * pages' carousel or artwork), 'showcase' centred with `media` below it.
   */
  variant?: 'centered' | 'split' | 'showcase';
  /** Artwork or a carousel shown with the text. */
  media?: ReactNode;
  /** 'dark' band (default) or a 'light' one, so the alternative home pages open differently. */
  tone?: 'dark' | 'light';
  /** The h1, in place of the copy's title (the widget's `headline`). */
  headline?: string;
  /** The line above the h1, in place of the copy's. */
  tagline?: string;
  /** The sentence under the h1, in place of the copy's. */
  text?: string;
  /** The button's words, in place of the copy's. */
  buttonLabel?: string;
  /** Where the button leads: a path of the site or an http(s) address (anything else keeps the copy's). */
  buttonHref?: string;
}

/** The home pages' opening: the page's h1, a tagline, a sentence and one call to action. */
export function Hero({ copy = defaultHero, variant = 'centered', media, tone = 'dark', ...words }: HeroProps) {
  const [heading, button] = [usePart('heading'), usePart('button')];
  const href = isLinkAddress(words.buttonHref) ? words.buttonHref.trim() : copy.cta.href;
  return (
    <section className={`it-hero it-hero--${variant} it-hero--${tone}`} aria-labelledby="it-hero-title">
      <div className="it-container it-hero__inner">
        <div className="it-hero__body">
          <p className="it-hero__tagline" data-it-text={useSlot('tagline')}>
            {words.tagline ?? copy.tagline}
          </p>
          <h1 id="it-hero-title" className="it-hero__title" part={heading} data-it-text={useSlot('headline')}>
            {words.headline ?? copy.title}
          </h1>
          <p className="it-hero__text" data-it-text={useSlot('text')}>
            {words.text ?? copy.text}
          </p>
          <Link
            className="it-button it-hero__cta"
            part={button}
            href={href}
            data-it-text={useSlot('button-label')}
            data-it-href={useSlot('button-href')}
            onPointerDown={addRipple}
          >
            {words.buttonLabel ?? copy.cta.label}
          </Link>
        </div>
        {media && <div className="it-hero__media">{media}</div>}
      </div>
    </section>
  );
}
