import { homeSections } from '../../src/content/home-sections.ts';
import { techStacks } from '../../src/content/tech-stacks.ts';
import { pickBySlug } from '../../src/ui/pick-by-slug.ts';
import { Picture } from '../../src/ui/Picture.tsx';
import { SectionHeader } from '../../src/ui/SectionHeader.tsx';
import type { SectionWords } from '../../src/ui/section-words.ts';
import { Tabs } from '../../src/ui/Tabs.tsx';
import { useWidgetEvent, usePart } from '../../src/ui/widget-context.ts';
import '../../src/styles/base.css';
import './tech-stack.css';

/** Props of {@link TechStack}. */
export interface TechStackProps extends SectionWords {
  /** Leave out the eyebrow and heading above the tabs (the page title says it). */
  showHeading?: boolean;
  /** The category shown first (an id of src/content/tech-stacks.ts); Mobile when absent. */
  category?: string;
  /** The tabs to show, by category, comma-separated, in this order. */
  slugs?: string;
}

/**
 * The technology stacks: six tabs (Mobile first), each with a grid of technology
 * icons self-hosted from devicon. Switching tabs replays the grid's 0.2 s entry,
 * its items following 0.05 s apart (tech-stack.css).
 */
export function TechStack({ showHeading = true, category, slugs, ...words }: TechStackProps) {
  const card = usePart('card');
  const emit = useWidgetEvent();
  const tabs = pickBySlug(techStacks, (stack) => stack.id, slugs).map((stack) => ({
    id: stack.id,
    label: stack.label,
    panel: (
      <ul className="it-tech-stack__grid">
        {stack.items.map((item) => (
          <li key={item.name} className="it-tech-stack__item" part={card}>
            <Picture
              picture={{ src: `tech/${item.icon}.svg`, alt: '', width: 48, height: 48 }}
              className="it-tech-stack__icon"
            />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    ),
  }));
  return (
    <section
      className="it-section it-tech-stack"
      aria-labelledby={showHeading ? 'it-tech-stack-title' : undefined}
      aria-label={showHeading ? undefined : 'Technology stacks'}
    >
      <div className="it-container">
        {showHeading && <SectionHeader heading={homeSections.techStack} words={words} id="it-tech-stack-title" />}
        {/* Keyed by the category so a changed attribute starts from that tab again. */}
        <Tabs
          key={category ?? ''}
          label="Technology categories"
          tabs={tabs}
          initial={category}
          onChange={(id) => emit('it-tab-change', { category: id })}
        />
      </div>
    </section>
  );
}
