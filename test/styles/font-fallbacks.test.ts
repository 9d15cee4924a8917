// The local fonts that stand in for Inter until it arrives (src/styles/fonts.css)
// keep Inter's line height, read here from the very file the site serves: if
// Inter or these figures drift apart, the swap moves every line of the page.
// Their widths are checked in Chromium, against the page in Inter
// (test/e2e/font-swap.spec.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromFile } from '@capsizecss/unpack/fs';

const css = readFileSync('src/styles/fonts.css', 'utf8');
const tokens = readFileSync('src/styles/tokens.css', 'utf8');
const interFile = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** Every @font-face of fonts.css as its descriptors, by name. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(
  ([, body]) =>
    Object.fromEntries(
      [...(body ?? '').matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
    ) as Record<string, string>,
);
const fallbacks = faces.filter((face) => face['font-family']?.includes('Inter Fallback'));
const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

describe("the fallback fonts stand in at Inter's size", () => {
  it("keeps Inter's line height in every face, bold included: its ascent and descent over the face's size-adjust", async () => {
    const inter = await fromFile(interFile);
    assert.equal(fallbacks.length, 8, 'four weights each for Arial and Roboto');
    for (const face of fallbacks) {
      const scale = percent(face['size-adjust']) / 100;
      const name = `${face['font-family']} ${face['font-weight']}`;
      assert.ok(
        Math.abs(percent(face['ascent-override']) - (inter.ascent / inter.unitsPerEm / scale) * 100) < 0.01,
        `${name}: ascent-override ${face['ascent-override']}`,
      );
      assert.ok(
        Math.abs(percent(face['descent-override']) - (-inter.descent / inter.unitsPerEm / scale) * 100) < 0.01,
        `${name}: descent-override ${face['descent-override']}`,
      );
      assert.equal(face['line-gap-override'], '0%', `${name}: Inter has no line gap`);
    }
  });

  it('puts the fallbacks right after Inter in the type stack, before the system fonts', () => {
    const stack = /--it-font-family:([^;]+);/.exec(tokens)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    assert.match(stack, /^'Inter Variable', 'Inter', 'Inter Fallback: Arial', 'Inter Fallback: Roboto', system-ui/);
  });
});
