import type { SectionHeading } from '../content/types';
import '../styles/base.css';
import '../styles/section-header.css';
import { usePart } from './widget-context';

/** Props of {@link SectionHeader}. */
export interface SectionHeaderProps {
  heading: SectionHeading;
  /** id of the h2, for the section's aria-labelledby. */
  id?: string;
  align?: 'center' | 'start';
}

/** The eyebrow line, h2 and optional sentence that open a section. */
export function SectionHeader({ heading, id, align = 'center' }: SectionHeaderProps) {
  const part = usePart('heading');
  return (
    <header className={`it-section-header it-section-header--${align}`}>
      <p className="it-eyebrow">{heading.subtitle}</p>
      <h2 id={id} part={part}>
        {heading.title}
      </h2>
      {heading.text && <p className="it-section-header__text">{heading.text}</p>}
    </header>
  );
}
