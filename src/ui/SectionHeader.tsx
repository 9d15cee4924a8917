import type { SectionHeading } from '../content/types';

/** Props of {@link SectionHeader}. */
export interface SectionHeaderProps {
  heading: SectionHeading;
  /** id of the h2, for the section's aria-labelledby. */
  id?: string;
  align?: 'center' | 'start';
  /** On a dark band. */
  dark?: boolean;
}

/** The eyebrow line, h2 and optional sentence that open a section. */
export function SectionHeader({ heading, id, align = 'center', dark = false }: SectionHeaderProps) {
  return (
    <header className={`it-section-header it-section-header--${align}${dark ? ' it-section-header--dark' : ''}`}>
      <p className="it-eyebrow">{heading.subtitle}</p>
      <h2 id={id}>{heading.title}</h2>
      {heading.text && <p className="it-section-header__text">{heading.text}</p>}
    </header>
  );
}
