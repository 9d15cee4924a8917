// A contract's prose (summary, example, each attribute's and event's
// description) is for people: the gallery, the manifest and the .d.ts carry it.
// The build drops it from the widgets' scripts, so a partner's page does not
// download the documentation. The plugin finds the contracts by path, so a
// moved folder silently turns it off: this reads the built scripts instead.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { widgetCatalog } from '../../widgets/catalogue.ts';

const dir = path.join('dist', 'widgets');
const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join(dir, file), 'utf8') }));

/**
 * The opening of each prose text of a contract: long enough to be unmistakable,
 * and plain ASCII without quotes, so the minifier writes it out unchanged.
 */
const proseOf = (doc: (typeof widgetCatalog)[number]) =>
  [doc.summary, ...doc.attributes.map((a) => a.description), ...doc.events.map((e) => e.description)]
    .map((text) => text.slice(0, 32))
    .filter((opening) => opening.length >= 24 && /^[\x20-\x7e]+$/.test(opening) && !/["'`\\]/.test(opening));

describe("the widgets' contract prose", () => {
  it('reaches no script under dist/widgets/, while the tags themselves do', () => {
    for (const doc of widgetCatalog) {
      assert.ok(
        scripts.some(({ code }) => code.includes(`"${doc.name}"`)),
        `no script names the ${doc.name} widget: is dist/ built?`,
      );
      const prose = proseOf(doc);
      assert.ok(prose.length > 0, `<it-${doc.name}> has no prose to look for`);
      for (const opening of prose) {
        const carriers = scripts.filter(({ code }) => code.includes(opening)).map(({ file }) => file);
        assert.deepEqual(carriers, [], `<it-${doc.name}>'s "${opening}…" rides in these scripts`);
      }
    }
  });
});
