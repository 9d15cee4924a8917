// <it-stats> from the built bundle, as a partner's page loads it.
import assert from 'node:assert/strict';
import { until } from '../support/until.ts';
import { stats } from '../../src/content/home.ts';

const load = (file: string) => import(/* @vite-ignore */ `/dist/widgets/${file}`);

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

const valuesOf = (element: Element) =>
  [...(element.shadowRoot?.querySelectorAll('.it-stats__value') ?? [])].map((node) => node.textContent);

describe('<it-stats>', () => {
  before(() => load('stats.js'));

  it('defines the tag and renders the four counters in an open shadow root', async () => {
    assert.equal(typeof customElements.get('it-stats'), 'function');
    const host = mount('<it-stats></it-stats>');
    const element = host.querySelector('it-stats')!;
    const labels = await until(
      () => [...(element.shadowRoot?.querySelectorAll('.it-stats__label') ?? [])].map((n) => n.textContent),
      'four counter labels',
      { accept: (l) => l.length === 4 },
    );
    assert.deepEqual(
      labels,
      stats.map((s) => s.label),
    );
    host.remove();
  });

  it('styles itself from adopted sheets, and the page cannot restyle it', async () => {
    const hostile = document.createElement('style');
    hostile.textContent =
      'li, span { color: rgb(255, 0, 0) !important; font-size: 40px !important; } ul { display: none !important; }';
    document.head.append(hostile);
    const host = mount('<it-stats></it-stats>');
    const element = host.querySelector('it-stats')!;
    const value = await until(() => element.shadowRoot?.querySelector('.it-stats__value'), 'a counter value');
    const sheets = element.shadowRoot!.adoptedStyleSheets.length;
    assert.ok(sheets > 2, `${sheets} adopted style sheets`);
    assert.equal(getComputedStyle(value!).color, 'rgb(248, 250, 252)');
    assert.equal(getComputedStyle(element.shadowRoot!.querySelector('ul')!).display, 'grid');
    hostile.remove();
    host.remove();
  });

  it('shows its targets before React (as without JavaScript), then counts up from zero only once scrolled into view', async () => {
    const host = mount('<div style="height: 3000px"></div><it-stats></it-stats>');
    const element = host.querySelector('it-stats')!;
    const targets = stats.map((s) => `${s.value}${s.suffix}`);
    // The prerendered first view, while the tag is far below the fold and React has not come.
    await until(() => valuesOf(element), 'four counters', { accept: (v) => v.length === 4 });
    assert.deepEqual(valuesOf(element), targets);
    assert.equal(element.matches(':state(ready)'), false, 'asleep while far from the viewport');
    // Within a screen of the viewport, not yet on it: React adopts the view and the counters wait at zero.
    const top = element.getBoundingClientRect().top + scrollY;
    scrollTo(0, top - innerHeight * 1.5);
    await until(() => element.matches(':state(ready)'), 'React to adopt the first view');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(valuesOf(element), ['0+', '0+', '0+', '0+']);
    element.scrollIntoView();
    await until(() => valuesOf(element).join(' '), 'the counters at their targets', {
      accept: (text) => text === targets.join(' '),
    });
    host.remove();
  });

  it('loading the script again, or the loader of every tag, does not throw', async () => {
    const errors: string[] = [];
    const record = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', record);
    await load('stats.js?again');
    await load('index.js');
    window.removeEventListener('error', record);
    assert.deepEqual(errors, []);
    assert.equal(typeof customElements.get('it-stats'), 'function');
  });
});
