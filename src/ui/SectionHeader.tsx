import type { SectionHeading } from '../content/types.ts';
import '../styles/base.css';
import '../styles/section-header.css';
import { Heading } from './Heading.tsx';
import type { SectionWords } from './section-words.ts';
import { SlotText } from './SlotText.tsx';
import { usePart, useSlot } from './widget-context.ts';

/** Props of {@link SectionHeader}. */
export interface SectionHeaderProps {
  heading: SectionHeading;
  /** Words that win over the copy's (a widget's attributes, a landing page's tag). */
  words?: SectionWords;
  /** id of the heading, for the section's aria-labelledby. */
  id?: string;
  align?: 'center' | 'start';
}

/** The eyebrow line, heading (h2 unless the words say otherwise) and optional sentence that open a section. */
export function SectionHeader({ heading, words = {}, id, align = 'center' }: SectionHeaderProps) {
  const part = usePart('heading');
  return (
    <header className={`it-section-header it-section-header--${align}`}>
      <SlotText slot="eyebrow" className="it-eyebrow" text={words.eyebrow ?? heading.subtitle} />
      <Heading
        level={words.headingLevel}
        id={id}
        className="it-section-header__title"
        part={part}
        data-it-text={useSlot('heading')}
      >
        {words.heading ?? heading.title}
      </Heading>
      <SlotText slot="intro" className="it-section-header__text" text={words.intro ?? heading.text} />
    </header>
  );
}
