import { z } from 'zod';
import type { WidgetGuide } from '../../../src/content/types.ts';
import { ContentError } from './content-error.ts';
import { readContentFile, text } from './front-matter.ts';
import { renderMarkdownSections } from './markdown.ts';
import { fillPlaceholders } from './site-placeholders.ts';

/** The partners' embedding guide, prose around the reference the page makes from the contracts. */
export const widgetGuideFile = 'src/content/widgets/guide.md';

/** The front matter of the guide: its title. */
export const widgetGuideFrontMatter = z.strictObject({ title: text('the page title') });

/** Reads, checks and renders the embedding guide, cut at its second-level headings. */
export function loadWidgetGuide(file = widgetGuideFile): WidgetGuide {
  const { data, body } = readContentFile(file, widgetGuideFrontMatter);
  const problems: string[] = [];
  const [intro, ...sections] = renderMarkdownSections(fillPlaceholders(body, problems), problems);
  if (!intro || intro.id)
    problems.push('begin with a paragraph that says what the guide is, before the first ## heading');
  if (problems.length > 0) throw new ContentError(file, problems);
  return { title: data.title, intro: intro?.html ?? '', sections };
}
