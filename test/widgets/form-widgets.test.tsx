// The form widgets as a partner's page and a tag manager see them, from the
// built bundles: lifecycle events, the dataLayer, prefill and autofill.
import assert from 'node:assert/strict';
import { mountFormWidget, typeInto } from '../support/built-form-widget.ts';
import { until } from '../support/until.ts';

type Entry = Record<string, unknown>;
const dataLayerOf = () => (window as Window & { dataLayer?: Entry[] }).dataLayer;

const valueOf = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value;

/** Records every event of the given names that reaches the document. */
function record(names: readonly string[]) {
  const heard: CustomEvent[] = [];
  const listener = (event: Event) => heard.push(event as CustomEvent);
  for (const name of names) document.addEventListener(name, listener);
  return {
    heard,
    stop: () => names.forEach((name) => document.removeEventListener(name, listener)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('lifecycle events', () => {
  it('it-ready tells the page which tag is rendered, once, bubbling out of the shadow root', async () => {
    const events = record(['it-ready']);
    const { host, form } = await mountFormWidget('contact-form');
    await until(() => events.heard.length, 'it-ready');
    await settle();
    events.stop();
    assert.deepEqual(
      events.heard.map((event) => event.detail as unknown),
      [{ tag: 'it-contact-form' }],
    );
    assert.equal(events.heard[0]!.bubbles && events.heard[0]!.composed, true);
    assert.equal(form.isConnected, true);
    host.remove();
  });

  it('it-start fires on the first input only: not on focus, not on later input', async () => {
    const events = record(['it-start']);
    const { host, form } = await mountFormWidget('enquiry-form', 'name="Ada Lovelace"');
    form.querySelector<HTMLInputElement>('[name="email"]')!.focus();
    await settle();
    assert.equal(events.heard.length, 0, 'focus and a prefill are not a start');
    typeInto(form, 'email', 'a');
    typeInto(form, 'email', 'ad');
    typeInto(form, 'message', 'Hello');
    await settle();
    events.stop();
    assert.deepEqual(
      events.heard.map((event) => event.detail as unknown),
      [{ form: 'enquiry' }],
    );
    assert.equal(events.heard[0]!.bubbles && events.heard[0]!.composed, true);
    host.remove();
  });
});

describe('the dataLayer', () => {
  afterEach(() => delete (window as Window & { dataLayer?: Entry[] }).dataLayer);

  it('without data-layer, nothing is pushed and no dataLayer is made', async () => {
    const events = record(['it-start', 'it-ready']);
    const { host, form } = await mountFormWidget('contact-form');
    typeInto(form, 'name', 'Ada');
    await until(() => events.heard.length === 2, 'it-ready and it-start');
    events.stop();
    assert.equal(dataLayerOf(), undefined);
    host.remove();
  });

  it('a bare data-layer pushes every it-* event with the form name, and never the fields typed', async () => {
    const { host, form } = await mountFormWidget('contact-form', 'data-layer');
    typeInto(form, 'name', 'Ada Lovelace');
    form.requestSubmit();
    await until(() => dataLayerOf()?.some((entry) => entry.event === 'it-error'), 'it-error in the dataLayer');
    typeInto(form, 'email', 'ada@example.com');
    form.querySelector('select')!.value = form.querySelectorAll('option')[1]!.value;
    form.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(form, 'message', 'Shall we talk?');
    const realFetch = window.fetch.bind(window);
    window.fetch = () => Promise.resolve(new Response('{"id":"1795000000000-0123456789abcdef"}', { status: 202 }));
    try {
      form.requestSubmit();
      await until(() => dataLayerOf()?.some((entry) => entry.event === 'it-success'), 'it-success in the dataLayer');
    } finally {
      window.fetch = realFetch;
    }
    const pushed = dataLayerOf()!;
    assert.deepEqual(
      pushed.map((entry) => entry.event),
      ['it-ready', 'it-start', 'it-error', 'it-submit', 'it-success'],
    );
    assert.deepEqual(pushed[0], { event: 'it-ready', tag: 'it-contact-form' });
    for (const entry of pushed.slice(1)) assert.equal(entry.form, 'contact', String(entry.event));
    assert.deepEqual(pushed[4], { event: 'it-success', form: 'contact', id: '1795000000000-0123456789abcdef' });
    assert.doesNotMatch(JSON.stringify(pushed), /Ada|ada@example|Shall we/, 'what the visitor typed');
    host.remove();
  });

  it('adds to the page\'s own dataLayer, and data-layer="false" pushes nothing', async () => {
    (window as Window & { dataLayer?: Entry[] }).dataLayer = [{ event: 'gtm.js' }];
    const off = await mountFormWidget('careers-form', 'data-layer="false"');
    const on = await mountFormWidget('enquiry-form', 'data-layer');
    await until(() => dataLayerOf()!.length === 2, 'one it-ready pushed');
    await settle();
    assert.deepEqual(dataLayerOf(), [{ event: 'gtm.js' }, { event: 'it-ready', tag: 'it-enquiry-form' }]);
    off.host.remove();
    on.host.remove();
  });
});

describe('prefill', () => {
  const withUrl = async <T,>(search: string, run: () => Promise<T>) => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}${search}`);
    try {
      return await run();
    } finally {
      history.replaceState(null, '', before);
    }
  };

  it('the name, email and message attributes fill the form, with no message shown, and the visitor can edit', async () => {
    const { host, form } = await mountFormWidget(
      'enquiry-form',
      'name="Ada Lovelace" email="ada@example.com" message="About the engine"',
    );
    await until(() => valueOf(form, 'name') === 'Ada Lovelace' || null, 'the name filled');
    assert.equal(valueOf(form, 'email'), 'ada@example.com');
    assert.equal(valueOf(form, 'message'), 'About the engine');
    assert.equal(form.querySelectorAll('.it-field__error').length, 0, 'messages');
    typeInto(form, 'name', 'Ada King');
    await settle();
    assert.equal(valueOf(form, 'name'), 'Ada King');
    host.remove();
  });

  for (const tag of ['enquiry-form', 'careers-form', 'contact-form']) {
    it(`<it-${tag}> fills from the URL's it_* parameters; an attribute wins over the URL`, async () => {
      await withUrl('?it_name=Grace%20Hopper&it_email=grace%40example.com&it_message=From%20the%20URL', async () => {
        const { host, form } = await mountFormWidget(tag, 'email="attr@example.com"');
        await until(() => valueOf(form, 'name') === 'Grace Hopper' || null, 'the name from the URL');
        assert.equal(valueOf(form, 'email'), 'attr@example.com');
        assert.equal(valueOf(form, 'message'), 'From the URL');
        host.remove();
      });
    });
  }

  it('no-url-prefill leaves the URL alone, and attributes still fill', async () => {
    await withUrl('?it_name=Grace%20Hopper&it_message=From%20the%20URL', async () => {
      const { host, form } = await mountFormWidget('contact-form', 'no-url-prefill email="ada@example.com"');
      await until(() => valueOf(form, 'email') === 'ada@example.com' || null, 'the e-mail attribute');
      await settle();
      assert.equal(valueOf(form, 'name'), '');
      assert.equal(valueOf(form, 'message'), '');
      host.remove();
    });
  });
});

describe('autofill', () => {
  // Every control a visitor fills, per form widget: [name, type, autocomplete]; null where none is due.
  const table: Record<string, readonly (readonly [string, string, string | null])[]> = {
    'enquiry-form': [
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
      ['project', 'select-one', null],
      ['message', 'textarea', null],
    ],
    'careers-form': [
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
      ['file', 'file', null],
      ['message', 'textarea', null],
      ['consent', 'checkbox', null],
    ],
    'contact-form': [
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['subject', 'select-one', null],
      ['message', 'textarea', null],
    ],
    // A sign-in's e-mail is its user name: password managers pair `username` with `current-password`.
    'sign-in': [
      ['email', 'email', 'username'],
      ['password', 'password', 'current-password'],
      ['remember', 'checkbox', null],
    ],
    'sign-up': [
      ['full_name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['password', 'password', 'new-password'],
      ['confirm_password', 'password', 'new-password'],
    ],
    'forgot-password': [['email', 'email', 'email']],
  };

  for (const [tag, expected] of Object.entries(table)) {
    it(`<it-${tag}>: every field has the right name, type and autocomplete token; the trap field has none`, async () => {
      const { host, form } = await mountFormWidget(tag);
      const controls = [...form.elements].filter(
        (element): element is HTMLInputElement =>
          'name' in element && Boolean((element as HTMLInputElement).name) && !element.closest('.it-honeypot'),
      );
      const found = controls.map((c) => [c.name, c.type, c.getAttribute('autocomplete')] as const);
      assert.deepEqual(found, expected);
      for (const trap of form.querySelectorAll('.it-honeypot input')) {
        assert.equal(trap.getAttribute('autocomplete'), 'off');
      }
      host.remove();
    });
  }
});
