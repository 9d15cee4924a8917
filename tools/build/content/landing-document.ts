import type { LandingDraft } from '../../../src/content/editor-api.ts';
import { readFrontMatterFields, sourceParts } from './front-matter.ts';
import { frontMatterText } from './front-matter-text.ts';
import { landingBody, landingBodyText } from './landing-body.ts';
import { landingFrontMatter } from './landing-schema.ts';
import type { FrontMatterStyle } from './yaml-value-node.ts';

/** How a landing page's front matter is written: the schema's order, text unquoted wherever YAML allows. */
const landingStyle: FrontMatterStyle = { order: Object.keys(landingFrontMatter.shape), quoted: [], flow: [] };

/**
 * A landing page's file as the builder edits it: its front matter's values
 * and its blocks (prose and `it-*` tags, as the build reads them). YAML that
 * cannot be read throws a FrontMatterError whose problems say why.
 */
export function parseLandingSource(text: string): LandingDraft {
  const { frontMatter, body } = sourceParts(text);
  return {
    kind: 'landing',
    frontMatter: readFrontMatterFields(frontMatter?.yaml ?? '', landingFrontMatter),
    blocks: landingBody(body).blocks,
  };
}

/**
 * A landing page's file as a person writes it: the front matter in the
 * schema's order, each tag alone on its line, blocks one blank line apart.
 * Given the file it was opened from, what did not change keeps its bytes, so
 * an unchanged draft gives the file back as it was.
 */
export function serializeLanding(draft: LandingDraft, original?: string): string {
  const body = original === undefined ? undefined : landingBody(sourceParts(original).body);
  return frontMatterText(draft.frontMatter, landingStyle, original) + landingBodyText(draft.blocks, body);
}
