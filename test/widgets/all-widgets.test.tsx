// Every <it-*> tag from the built bundles, as a partner's page loads them.
import assert from 'node:assert/strict';
import { until } from '../support/until.ts';
import { widgetCatalog } from '../../widgets/catalogue.ts';

const load = (file: string) => import(/* @vite-ignore */ `/dist/widgets/${file}`);

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

const shadowOf = (element: Element) => element.shadowRoot as ShadowRoot;

// First, while no tag is defined yet: the space each one keeps until its script arrives.
describe('before the script arrives', () => {
  it("reserve.css holds each tag's space, so the page does not jump when it renders", async () => {
    const css = await (await fetch('/dist/widgets/reserve.css')).text();
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const host = mount(widgetCatalog.map((doc) => `<it-${doc.name}></it-${doc.name}>`).join(''));
    const wide = window.innerWidth >= 768;
    for (const doc of widgetCatalog) {
      const element = host.querySelector(`it-${doc.name}`)!;
      assert.equal(customElements.get(`it-${doc.name}`), undefined, `${doc.name} is not defined yet`);
      assert.equal(
        element.getBoundingClientRect().height,
        wide ? doc.reserve.desktop : doc.reserve.mobile,
        `it-${doc.name}`,
      );
    }
    host.remove();
    style.remove();
  });
});

describe('every widget', () => {
  for (const doc of widgetCatalog) {
    it(`<it-${doc.name}> defines itself and renders in an open shadow root with its styles and a base part`, async () => {
      await load(`${doc.name}.js`);
      assert.equal(typeof customElements.get(`it-${doc.name}`), 'function', 'defined');
      const host = mount(`<it-${doc.name}></it-${doc.name}>`);
      const element = host.firstElementChild!;
      const base = await until(() => element.shadowRoot?.querySelector('[part~="base"]'), `it-${doc.name}'s base part`);
      const sheets = shadowOf(element).adoptedStyleSheets.length;
      assert.ok(sheets > 1, `${sheets} adopted style sheets`);
      if (doc.name !== 'toaster') assert.ok(base!.textContent.trim().length > 0, 'visible text');
      host.remove();
    });
  }

  it('loading every entry again, and the loader of all tags, throws nothing', async () => {
    const errors: string[] = [];
    const record = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', record);
    for (const doc of widgetCatalog) await load(`${doc.name}.js?again`);
    await load('index.js');
    window.removeEventListener('error', record);
    assert.deepEqual(errors, []);
  });
});

describe('attributes', () => {
  it('<it-services limit> shows that many cards, and removing it shows all six again', async () => {
    await load('services.js');
    const host = mount('<it-services limit="3"></it-services>');
    const element = host.firstElementChild!;
    const cards = () => shadowOf(element)?.querySelectorAll('.it-card').length ?? 0;
    await until(cards, 'three cards a row', { accept: (n) => n === 3 });
    element.setAttribute('limit', '2');
    await until(cards, 'two cards a row', { accept: (n) => n === 2 });
    element.removeAttribute('limit');
    await until(cards, 'six cards a row', { accept: (n) => n === 6 });
    host.remove();
  });

  it('<it-tech-stack category> opens on that tab, follows changes and returns to Mobile when removed', async () => {
    await load('tech-stack.js');
    const host = mount('<it-tech-stack category="frontend"></it-tech-stack>');
    const element = host.firstElementChild!;
    const selected = () => shadowOf(element)?.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    await until(selected, 'the Frontend tab selected', { accept: (label) => label === 'Frontend' });
    element.setAttribute('category', 'database');
    await until(selected, 'the Database tab selected', { accept: (label) => label === 'Database' });
    element.removeAttribute('category');
    await until(selected, 'the Mobile tab selected', { accept: (label) => label === 'Mobile' });
    host.remove();
  });
});

describe('events', () => {
  it('<it-tech-stack> tells the page which tab was chosen, through the shadow boundary', async () => {
    await load('tech-stack.js');
    const host = mount('<it-tech-stack></it-tech-stack>');
    const element = host.firstElementChild!;
    const tab = await until(
      () =>
        [...(shadowOf(element)?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find(
          (t) => t.textContent === 'Backend',
        ),
      'the Backend tab',
    );
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('it-tab-change', (event) => resolve(event as CustomEvent), { once: true }),
    );
    tab!.click();
    const event = await heard;
    assert.deepEqual(event.detail, { category: 'backend' });
    assert.equal(event.composed && event.bubbles, true);
    host.remove();
  });

  it('<it-enquiry-form> reports the fields to fix with it-error, and a page can cancel it-submit', async () => {
    await load('enquiry-form.js');
    const host = mount('<it-enquiry-form service="ui-ux"></it-enquiry-form>');
    const element = host.firstElementChild!;
    // Once React has adopted the first view: before, the form would post natively.
    const form = await until(
      () => (element.matches(':state(ready)') ? shadowOf(element).querySelector('form') : null),
      'the enquiry form, ready',
    );
    assert.equal((form!.querySelector('select') as HTMLSelectElement).value, 'ui-ux');

    const error = new Promise<CustomEvent<{ errors: Record<string, string> }>>((resolve) =>
      host.addEventListener('it-error', (event) => resolve(event as CustomEvent<{ errors: Record<string, string> }>), {
        once: true,
      }),
    );
    form!.requestSubmit();
    const invalid = Object.keys((await error).detail.errors);
    assert.deepEqual(
      ['name', 'email', 'phone', 'message'].filter((name) => !invalid.includes(name)),
      [],
      `the invalid fields: ${invalid.join(', ')}`,
    );

    const fill = (name: string, value: string) => {
      const field = form!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
      // The native setter, as a visitor's typing reaches React's listener.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.bind(field);
      setter(value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    fill('name', 'Zoë Łukasz');
    fill('email', 'zoe@example.org');
    fill('phone', '+44 20 7946 0958');
    fill('message', 'We would like a quote for a design review.');
    let posted = false;
    const realFetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      posted = true;
      return realFetch(...args);
    };
    const submitted = new Promise<CustomEvent<{ form: string; fields: Record<string, string> }>>((resolve) =>
      document.addEventListener(
        'it-submit',
        (event) => {
          event.preventDefault();
          resolve(event as CustomEvent<{ form: string; fields: Record<string, string> }>);
        },
        { once: true },
      ),
    );
    form!.requestSubmit();
    const event = await submitted;
    assert.equal(event.detail.form, 'enquiry');
    assert.equal(event.detail.fields.name, 'Zoë Łukasz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.fetch = realFetch;
    assert.equal(posted, false, 'a cancelled submit posts nothing');
    host.remove();
  });

  it('<it-contact-form source> posts its label and what an it-submit listener set, and nothing else it wrote', async () => {
    await load('contact-form.js');
    const host = mount('<it-contact-form source="footer-form"></it-contact-form>');
    const element = host.firstElementChild!;
    const form = await until(
      () => (element.matches(':state(ready)') ? shadowOf(element).querySelector('form') : null),
      'the contact form, ready',
    );
    const fill = (name: string, value: string) => {
      const field = form!.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `[name="${name}"]`,
      )!;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.bind(field);
      setter(value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    fill('name', 'Zoë Łukasz');
    fill('email', 'zoe@example.org');
    fill('subject', 'Partnership');
    fill('message', 'Shall we talk?');
    const listener = (event: Event) => {
      const { fields } = (event as CustomEvent<{ fields: Record<string, string> }>).detail;
      fields.utm_campaign = 'remembered-from-landing';
      delete fields.source_page;
      fields.name = 'Someone Else';
      fields.is_admin = 'yes';
    };
    document.addEventListener('it-submit', listener);
    const realFetch = window.fetch.bind(window);
    let posted: Record<string, FormDataEntryValue> | undefined;
    window.fetch = (_input, init) => {
      posted = Object.fromEntries((init?.body as FormData).entries());
      return Promise.resolve(new Response('{"id":"1795000000000-0123456789abcdef"}', { status: 202 }));
    };
    try {
      form!.requestSubmit();
      await until(() => posted, 'the post');
    } finally {
      window.fetch = realFetch;
      document.removeEventListener('it-submit', listener);
    }
    const { source_label, utm_campaign, name } = posted!;
    assert.deepEqual(
      { source_label, utm_campaign, name },
      { source_label: 'footer-form', utm_campaign: 'remembered-from-landing', name: 'Zoë Łukasz' },
    );
    assert.deepEqual(
      Object.keys(posted!).filter((key) => ['source_page', 'is_admin'].includes(key)),
      [],
    );
    host.remove();
  });
});
