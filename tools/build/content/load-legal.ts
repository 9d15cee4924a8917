import path from 'node:path';
import { z } from 'zod';
import type { LegalDocument } from '../../../src/content/types.ts';
import { ContentError } from './content-error.ts';
import { isoDate, readContentFile, text } from './front-matter.ts';
import { imageSizeOf } from './image-size-of.ts';
import { renderMarkdownHalves } from './markdown.ts';
import { fillPlaceholders } from './site-placeholders.ts';

/** Where the policy pages live (privacy.md, terms.md). */
export const legalDir = 'src/content/legal';

const picture = z.strictObject({
  image: text('a picture under src/assets/images/, e.g. legal/privacy-shield.svg'),
  alt: text('what the picture shows'),
});

/** The front matter of a policy page: its title, the date of the last change and its two pictures. */
export const legalFrontMatter = z.strictObject({
  title: text('the page title'),
  updated: isoDate,
  pictures: z.tuple([picture, picture], {
    error: 'must list two pictures (image and alt): one at the top, one halfway',
  }),
});

/** Reads, checks and renders one policy page (`name` is privacy or terms). */
export function loadLegal(name: string, dir = legalDir): LegalDocument {
  const file = path.join(dir, `${name}.md`);
  const { data, body } = readContentFile(file, legalFrontMatter);
  const problems: string[] = [];
  const pictures = data.pictures.map(({ image, alt }, index) => {
    const size = imageSizeOf(image);
    if (!size) problems.push(`pictures.${index}.image: "${image}" is not a picture under src/assets/images/`);
    return { src: image, alt, width: size?.width ?? 0, height: size?.height ?? 0 };
  });
  const html = renderMarkdownHalves(fillPlaceholders(body, problems), problems);
  if (problems.length > 0) throw new ContentError(file, problems);
  return { title: data.title, updated: data.updated, pictures: [pictures[0]!, pictures[1]!], html };
}
