import { faq, faqHeading } from '../../src/content/legal.ts';
import type { FaqItem } from '../../src/content/types.ts';
import { Accordion } from '../../src/ui/Accordion.tsx';
import { Heading } from '../../src/ui/Heading.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { SlotText } from '../../src/ui/SlotText.tsx';
import { usePart, useSlot } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import '../../src/styles/section-header.css';
import '../../src/styles/legal-page.css';

/** Props of {@link Faq}. */
export interface FaqProps extends SectionWords {
  /** The questions and answers, in place of the site's (a landing page's, or a partner's JSON `items`). */
  items?: readonly FaqItem[];
}

/** Whether a partner's `items` is a non-empty list of questions with answers, each text. */
const isFaqList = (items: unknown): items is readonly FaqItem[] =>
  Array.isArray(items) &&
  items.length > 0 &&
  items.every((item: Partial<FaqItem> | null) => typeof item?.question === 'string' && typeof item.answer === 'string');

/** Questions and answers (the privacy and terms pages' four by default), one answer open at a time. */
export function Faq({ items, ...words }: FaqProps) {
  const heading = usePart('heading');
  return (
    <section className="it-faq" aria-labelledby="it-faq-title">
      <SlotText slot="eyebrow" className="it-eyebrow" text={words.eyebrow} />
      <Heading
        level={words.headingLevel}
        id="it-faq-title"
        className="it-section-header__title"
        part={heading}
        data-it-text={useSlot('heading')}
      >
        {words.heading ?? faqHeading}
      </Heading>
      <SlotText slot="intro" className="it-section-header__text" text={words.intro} />
      <Accordion items={isFaqList(items) ? items : faq} />
    </section>
  );
}
