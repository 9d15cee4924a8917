// defineWidget's element, with a probe section that shows the props it is
// given: what a partner's markup and script do to a tag's attributes is what
// the section sees.
import assert from 'node:assert/strict';
import type { WidgetDoc } from '../../src/content/widgets/types.ts';
import { defineWidget } from '../../src/elements/define-widget.ts';
import { until } from '../support/until.ts';

const probeWidget: WidgetDoc = {
  name: 'probe',
  summary: 'Shows the props its section is given.',
  attributes: [
    { name: 'heading', type: 'string', description: 'Words.', firstViewSlot: 'text' },
    { name: 'limit', type: 'number', description: 'A count; the first view cannot show it.' },
    { name: 'compact', type: 'boolean', description: 'A switch.', keepsFirstView: true },
    {
      name: 'tones',
      type: 'string',
      description: 'A list.',
      values: ['calm', 'bright'],
      list: true,
      keepsFirstView: true,
    },
    { name: 'items', type: 'json', description: 'Data.' },
  ],
  events: [],
  parts: [],
  cssProperties: [],
  reserve: { mobile: 100, desktop: 100 },
  example: '<it-probe></it-probe>',
};

/** The section: its props, as JSON. */
function Probe(props: Record<string, unknown>) {
  return <output>{JSON.stringify(props)}</output>;
}

/** The props each painted first view was given, in order. */
const firstViews: Record<string, unknown>[] = [];

defineWidget(probeWidget, {
  load: async () => Probe,
  styles: [],
  firstView: '<div part="base" class="it-widget"><output>first view</output></div>',
  firstViewWords: (_shadow, props) => firstViews.push(props),
});

type ProbeElement = HTMLElement & Record<string, unknown>;

/** A probe tag on the page, written as a partner writes it. */
function place(attributes: string): ProbeElement {
  const host = document.createElement('div');
  host.innerHTML = `<it-probe ${attributes}></it-probe>`;
  document.body.append(host);
  return host.firstElementChild as ProbeElement;
}

/** The props the section rendered last, once they satisfy `accept`. */
async function sectionProps(
  element: Element,
  accept: (props: Record<string, unknown>) => boolean,
  message: string,
): Promise<Record<string, unknown>> {
  const props = await until(
    () => {
      const text = element.shadowRoot?.querySelector('.it-widget > output')?.textContent;
      return text && text !== 'first view' ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    },
    message,
    { accept: (props) => props !== undefined && accept(props) },
  );
  return props!;
}

describe('defineWidget', () => {
  // A typeface of the page's own: the probe's text then fetches no Inter.
  before(() =>
    document.head.append(
      Object.assign(document.createElement('style'), { textContent: 'it-probe { --it-font-family: sans-serif }' }),
    ),
  );
  afterEach(() => {
    for (const element of document.querySelectorAll('it-probe')) element.parentElement!.remove();
    firstViews.length = 0;
  });

  it('gives the section each attribute, typed by the contract, and renders again when one changes', async () => {
    const element = place(`heading="Hello" limit="3" tones="calm, bright" items='[{"q":1}]' data-layer theme="dark"`);
    const props = await sectionProps(element, (given) => 'heading' in given, 'the attributes');
    // data-layer and theme are the tag's own: the section never sees them.
    assert.deepEqual(props, { heading: 'Hello', limit: 3, tones: 'calm, bright', items: [{ q: 1 }] });
    element.setAttribute('limit', '5');
    await sectionProps(element, (props) => props.limit === 5, 'the new limit');
  });

  it('reads a boolean as true when present, bare or with any value but "false"', async () => {
    const element = place('compact limit="1"');
    await sectionProps(element, (props) => props.compact === true, 'compact, bare');
    element.setAttribute('compact', 'false');
    await sectionProps(element, (props) => props.compact === false, 'compact="false"');
    element.setAttribute('compact', 'no');
    await sectionProps(element, (props) => props.compact === true, 'compact="no"');
  });

  it('returns a prop to its default when its attribute is removed', async () => {
    const element = place('heading="Hello" limit="2" compact');
    await sectionProps(element, (props) => props.heading === 'Hello' && props.compact === true, 'the attributes');
    element.removeAttribute('heading');
    element.removeAttribute('compact');
    await sectionProps(element, (props) => !('heading' in props) && !('compact' in props), 'no heading, no compact');
  });

  it('leaves the default for a value the contract does not allow, and says so in the console', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warnings.push(message);
    try {
      const element = place('tones="calm,loud" limit="1"');
      const props = await sectionProps(element, (given) => given.limit === 1, 'the section');
      assert.equal(props.tones, undefined);
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(warnings, ['<it-probe> tones="calm,loud" is not allowed; use calm, bright']);
  });

  it('keeps the default for JSON that does not parse, with the browser’s own error', async () => {
    const errors: unknown[] = [];
    const onerror = window.onerror;
    // The error is reported while the tag joins the page; the test runner would take it for its own.
    window.onerror = (message) => {
      errors.push(message);
      return true;
    };
    let element: Element;
    try {
      element = place('items="[{oops" limit="1"');
    } finally {
      window.onerror = onerror;
    }
    assert.match(String(errors), /JSON/);
    assert.deepEqual(await sectionProps(element, (props) => props.limit === 1, 'the section'), { limit: 1 });
  });

  it('takes each attribute as a camelCase property too, which writes the attribute', async () => {
    const element = place('limit="1"');
    element.limit = 4;
    element.compact = false;
    element.dataLayer = true;
    assert.deepEqual(
      ['limit', 'compact', 'data-layer'].map((name) => element.getAttribute(name)),
      ['4', 'false', 'true'],
    );
    await sectionProps(element, (props) => props.limit === 4 && props.compact === false, 'the properties');
    assert.equal(element.limit, 4);
  });

  it('shows its first view once, with every attribute the markup gives it', () => {
    place('heading="Hello" compact tones="bright"');
    assert.deepEqual(firstViews, [{ heading: 'Hello', compact: true, tones: 'bright' }]);
  });

  it('waits until a tag made by a script is on the page, with all its attributes, before showing anything', () => {
    const element = document.createElement('it-probe');
    element.setAttribute('heading', 'Hello');
    element.setAttribute('limit', '2');
    assert.equal(element.shadowRoot!.childNodes.length, 0, 'nothing before it is on the page');
    document.body.append(document.createElement('div'));
    document.body.lastElementChild!.append(element);
    // `limit` is not in the first view, so the tag renders its section instead of painting it.
    assert.deepEqual(firstViews, []);
  });
});
