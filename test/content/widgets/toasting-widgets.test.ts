// The widgets the configurator and the guide pair with <it-toaster>
// (the catalogue's entries marked `toasts`), against the truth: the
// sections that reach the toasts' state by their imports, so a form added or
// a section that stops toasting cannot leave a partner without, or with a
// needless, toaster.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { toastingWidgets, widgetCatalog, widgetFiles } from '../../../widgets/catalogue.ts';
import { importsOf } from '../../support/import-graph.ts';

const toastsState = 'src/state/toasts.ts';

/** Whether `file` reaches the toasts' state through its imports, static or dynamic. */
function raisesToasts(file: string): boolean {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (next === toastsState) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...importsOf(next));
  }
  return false;
}

it('pairs with a toaster exactly the widgets whose sections raise toasts', () => {
  const raising = widgetCatalog
    .filter((doc) => doc.name !== 'toaster' && raisesToasts(widgetFiles(doc.name).section))
    .map((doc) => doc.name);
  assert.deepEqual([...toastingWidgets].sort(), raising.sort());
});
