// The build adopts into each widget exactly the sheets its components import,
// and refuses a component that renders a class no sheet it reaches styles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rollup, type Plugin, type RollupLog } from 'rollup';
import { widgetPlugins } from '../../../rollup.config.ts';
import { classNamesInCss, classNamesInSource } from '../../../tools/build/class-names.ts';

/** Builds one widget's module graph (no output), with `plant` changing a source file first. */
async function buildWidget(name: string, plant?: Plugin): Promise<void> {
  const build = await rollup({
    input: { [name]: `widgets/${name}/${name}.ts` },
    plugins: [...(plant ? [plant] : []), ...widgetPlugins('./tsconfig.browser.json', { noCheck: true })],
    onwarn: (warning: RollupLog) => void warning,
  });
  await build.close();
}

/** A fault planted in one source file: `from` replaced by `to` before TypeScript sees it. */
function plant(file: string, from: string, to: string): Plugin {
  return {
    name: 'plant-fault',
    transform(code, id) {
      if (!id.endsWith(file)) return null;
      assert.ok(code.includes(from), `${file} no longer contains ${from}`);
      return code.replace(from, to);
    },
  };
}

describe('component stylesheets', () => {
  it('finds the classes a component renders, not its ids, events or tag names', () => {
    const source = `
      const itemClass = active ? 'it-nav__item it-nav__item--current' : 'it-nav__item';
      export const X = ({ kind }) => (
        <section id="it-x-title" className={\`it-x it-x--\${kind} it-x__body\`} data-event="it-tab-change">
          <it-enquiry-form />
          <Picture className="it-x__icon" />
        </section>
      );
      el.classList.toggle('it-cursor--visible', true);
      ripple.className = 'it-ripple';`;
    assert.deepEqual([...classNamesInSource(source, 'x.tsx')].sort(), [
      'it-cursor--visible',
      'it-nav__item',
      'it-nav__item--current',
      'it-ripple',
      'it-x',
      'it-x__body',
      'it-x__icon',
    ]);
  });

  it('reads class names from selectors, not from urls or numbers in declarations', () => {
    const css =
      '/* .it-old */ .it-a:hover > .it-b, .it-c::after { background: url(/x.svg); width: 1.5rem } @container (min-width: 40rem) { .it-d { gap: .5rem } }';
    assert.deepEqual([...classNamesInCss(css)].sort(), ['it-a', 'it-b', 'it-c', 'it-d']);
  });

  it('fails the build, naming Tabs, when Tabs no longer imports tabs.css', { timeout: 120_000 }, async () => {
    await assert.rejects(
      buildWidget('tech-stack', plant('src/ui/Tabs.tsx', "import '../styles/tabs.css';", '')),
      (error: Error) => {
        assert.match(error.message, /Tabs \(src\/ui\/Tabs\.tsx\) uses [^\n]*\.it-tabs__list/);
        return true;
      },
    );
  });
});
