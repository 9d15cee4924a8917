// The tech-stack icons are self-hosted copies of devicon's SVGs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { techStacks } from '../../src/content/tech-stacks.ts';

const folder = 'src/assets/images/tech';
const used = new Set(techStacks.flatMap((stack) => stack.items.map((item) => item.icon)));

describe('tech-stack icons', () => {
  it('every technology of every tab has its SVG in src/assets/images/tech/', () => {
    const missing = [...used].filter((icon) => !existsSync(`${folder}/${icon}.svg`));
    assert.deepEqual(missing, []);
  });

  it('the folder holds only the icons the tabs use, each a real devicon SVG', () => {
    const files = readdirSync(folder).map((file) => file.replace(/\.svg$/, ''));
    assert.deepEqual(files.sort(), [...used].sort());
    for (const icon of used) {
      const svg = readFileSync(`${folder}/${icon}.svg`, 'utf8');
      assert.match(svg, /<svg[\s>]/, `${icon}.svg is an SVG`);
      assert.doesNotMatch(svg, /<script|https?:\/\/(?!www\.w3\.org)/, `${icon}.svg loads nothing`);
    }
  });
});
