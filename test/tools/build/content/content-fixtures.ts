import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A post's Markdown with valid front matter; `fields` replaces or adds lines of it. */
export function postFile(fields: Record<string, string> = {}, body = 'A first paragraph.\n\n## A heading\n'): string {
  const front: Record<string, string> = {
    title: '"Zero-Downtime Database Migrations"',
    slug: 'zero-downtime-database-migrations',
    date: '2025-11-03',
    author: 'anand',
    category: 'Development',
    tags: '[Cloud, Process]',
    image: 'blog/cloud-costs.svg',
    alt: '"A cloud above a bar chart"',
    excerpt: '"How we move a live database without a maintenance window."',
    ...fields,
  };
  const lines = Object.entries(front).filter(([, value]) => value !== '');
  return `---\n${lines.map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n${body}`;
}

/** A landing page's Markdown with valid front matter and `body`. */
export function landingFile(body: string, slug = 'spring-offer'): string {
  return `---\ntitle: Spring offer\ndescription: Our spring offer for new clients.\nslug: ${slug}\n---\n${body}`;
}

/**
 * The `n`th Markdown example of the writer's guide (docs/writing.md), as
 * written there: the post first, then the landing page. What a writer copies
 * must build as it stands.
 */
export function writersExample(n: number): string {
  const examples = [...readFileSync('docs/writing.md', 'utf8').matchAll(/^```markdown\n([\s\S]*?)^```/gm)];
  const example = examples[n]?.[1];
  if (example === undefined) throw new Error(`docs/writing.md has no Markdown example number ${n + 1}`);
  return example;
}

const made: string[] = [];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh folder holding `files` (name → text), removed when the test process ends. */
export function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'it-content-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
