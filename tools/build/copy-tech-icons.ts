// Copies the devicon SVGs that src/content/tech-stacks.ts names into
// src/assets/images/tech/, so the icons are self-hosted with the site's images.
// Run from the project's root after changing the stacks:
// `npx tsx tools/build/copy-tech-icons.ts`.
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { techStacks } from '../../src/content/tech-stacks.ts';

const source = 'node_modules/devicon/icons';
const target = 'src/assets/images/tech';
const icons = new Set(techStacks.flatMap((stack) => stack.items.map((item) => item.icon)));

for (const icon of icons) {
  // '-original' keeps the brand colours; a few icons only ship a wordmark.
  const variant = ['original', 'plain', 'original-wordmark', 'plain-wordmark']
    .map((name) => path.join(source, icon, `${icon}-${name}.svg`))
    .find((file) => existsSync(file));
  if (!variant) throw new Error(`devicon has no usable SVG for ${icon}`);
  copyFileSync(variant, path.join(target, `${icon}.svg`));
}
console.log(`copied ${icons.size} icons`);
