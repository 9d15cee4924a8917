// A form widget speaks the language of its tag or of the page around it, from
// the built bundles in Chromium: German labels, messages and thank-you toast on
// a German page, Arabic laid out right to left, and a change of lang at once.
import assert from 'node:assert/strict';
import {
  fieldErrors,
  fieldLabels,
  labelled,
  loadWidget,
  mountFormWidget,
  typeInto,
} from '../support/built-form-widget.ts';
import { until } from '../support/until.ts';

describe('the language of a form widget', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  it('on a page in German, its labels, its messages on an empty send and its thank-you toast are German', async () => {
    document.documentElement.setAttribute('lang', 'de');
    await loadWidget('toaster.js');
    const toaster = document.createElement('it-toaster');
    document.body.append(toaster);
    const { host, form } = await mountFormWidget('enquiry-form');
    await labelled(form, 'Ihr Name');
    assert.deepEqual(fieldLabels(form), [
      'Ihr Name',
      'Ihre E-Mail-Adresse',
      'Telefonnummer',
      'Leistung',
      'Projektdetails',
    ]);
    assert.equal(form.querySelector('button[type="submit"]')!.textContent, 'Anfrage senden');
    assert.equal(form.querySelector('option')!.textContent, 'Leistung auswählen');

    form.requestSubmit();
    await until(() => fieldErrors(form).length === 5 || undefined, 'five messages');
    const errors = fieldErrors(form);
    assert.deepEqual(
      ['Das Feld „Name“ ist erforderlich.', 'Das Feld „Leistung“ ist erforderlich.'].filter((m) => !errors.includes(m)),
      [],
      `the messages: ${errors.join(' | ')}`,
    );

    typeInto(form, 'name', 'Jürgen Weiß');
    typeInto(form, 'email', 'juergen@example.de');
    typeInto(form, 'phone', '+49 30 1234567');
    typeInto(form, 'project', 'cloud-infrastructure');
    typeInto(form, 'message', 'Wir ziehen unsere Rechenzentren in die Cloud um.');
    const realFetch = window.fetch.bind(window);
    let posted: FormData | undefined;
    window.fetch = (_url, init) => {
      if (init?.body instanceof FormData) posted = init.body;
      return Promise.resolve(new Response('{"id":"1795000000000-0123456789abcdef"}', { status: 202 }));
    };
    try {
      form.requestSubmit();
      const toast = await until(
        () => toaster.shadowRoot?.querySelector('.Toastify__toast--success')?.textContent || undefined,
        'the thank-you toast',
      );
      assert.match(toast!, /Vielen Dank! Ihre Anfrage wurde gesendet\./);
    } finally {
      window.fetch = realFetch;
    }
    assert.equal(posted?.get('lang'), 'de', 'the post names its language for the server');
    host.remove();
    toaster.remove();
  });

  it('in Arabic the form lays out right to left', async () => {
    const { host, form } = await mountFormWidget('enquiry-form', 'lang="ar"');
    await labelled(form, 'اسمك');
    assert.equal(getComputedStyle(form).direction, 'rtl');
    assert.equal(getComputedStyle(form.querySelector('label')!).direction, 'rtl');
    host.remove();
  });

  it("takes the nearest lang above it through a shadow root, and a regional tag's language (de-AT)", async () => {
    const outer = document.createElement('div');
    outer.setAttribute('lang', 'de-AT');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const { form } = await mountFormWidget('enquiry-form', '', shadow);
    await labelled(form, 'Ihr Name');
    assert.equal(getComputedStyle(form).direction, 'ltr');
    outer.remove();
  });

  it('a change of its lang attribute switches the language at once, keeping what was typed', async () => {
    const { host, element, form } = await mountFormWidget('enquiry-form', 'lang="de"');
    await labelled(form, 'Ihr Name');
    typeInto(form, 'name', 'Ada Lovelace');
    element.setAttribute('lang', 'ar');
    await labelled(form, 'اسمك');
    assert.equal(getComputedStyle(form).direction, 'rtl');
    assert.equal(form.querySelector<HTMLInputElement>('[name="name"]')!.value, 'Ada Lovelace');
    element.setAttribute('lang', 'fr');
    await labelled(form, 'Your Name');
    assert.equal(getComputedStyle(form).direction, 'ltr');
    host.remove();
  });

  it('a toast raised by an Arabic form on an English page reads right to left, and an English one left to right', async () => {
    document.documentElement.setAttribute('lang', 'en');
    await loadWidget('toaster.js');
    const toaster = document.createElement('it-toaster');
    document.body.append(toaster);
    const arabic = await mountFormWidget('enquiry-form', 'lang="ar"');
    await labelled(arabic.form, 'اسمك');
    const english = await mountFormWidget('enquiry-form');
    /** The toast the toaster shows with `words` in it, once it shows. */
    const toastSaying = (words: RegExp) =>
      until(
        () =>
          [...(toaster.shadowRoot?.querySelectorAll<HTMLElement>('.Toastify__toast') ?? [])].find((toast) =>
            words.test(toast.textContent ?? ''),
          ),
        `a toast matching ${words}`,
      );
    try {
      // An empty send: the form's "fix the errors" toast, in its own language.
      arabic.form.requestSubmit();
      const arabicToast = (await toastSaying(/[\u0600-\u06FF]/))!;
      assert.equal(getComputedStyle(arabicToast).direction, 'rtl');
      assert.equal(arabicToast.querySelector('[lang]')?.getAttribute('lang'), 'ar');
      english.form.requestSubmit();
      const englishToast = (await toastSaying(/^[^\u0600-\u06FF]*[A-Za-z]/))!;
      assert.equal(getComputedStyle(englishToast).direction, 'ltr');
    } finally {
      arabic.host.remove();
      english.host.remove();
      toaster.remove();
    }
  });
});

describe('the first view of a form widget, before React', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  /** The first label of every frame in which the tag shows its form, from now until `stop()`. */
  function framesOf(element: HTMLElement) {
    const shown: string[] = [];
    let watching = true;
    const frame = () => {
      if (!watching) return;
      const box = element.shadowRoot?.querySelector<HTMLElement>('.it-widget');
      const label = box?.querySelector('label.it-field__label');
      if (box && label && getComputedStyle(box).visibility !== 'hidden') shown.push(label.textContent ?? '');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return { shown, stop: () => void (watching = false) };
  }

  /** Adds `<it-enquiry-form attributes>` to `container`, its frames watched from the start. */
  async function addForm(attributes = '', container: HTMLElement | ShadowRoot = document.body) {
    await loadWidget('enquiry-form.js');
    const host = document.createElement('div');
    host.innerHTML = `<it-enquiry-form ${attributes}></it-enquiry-form>`;
    const element = host.firstElementChild as HTMLElement;
    const frames = framesOf(element);
    container.append(host);
    return { host, element, frames };
  }

  const hiddenBeforeReact = (element: HTMLElement) => {
    assert.equal(element.matches(':state(ready)'), false);
    const box = element.shadowRoot!.querySelector<HTMLElement>('.it-widget')!;
    assert.equal(getComputedStyle(box).visibility, 'hidden');
  };

  it('on a page in German, never paints an English label: it shows once it speaks German', async () => {
    document.documentElement.setAttribute('lang', 'de');
    const { host, element, frames } = await addForm();
    hiddenBeforeReact(element);
    await until(() => frames.shown.length > 0 || undefined, 'a frame showing the form');
    await new Promise((resolve) => setTimeout(resolve, 100));
    frames.stop();
    assert.deepEqual(
      frames.shown.filter((label) => label !== 'Ihr Name'),
      [],
    );
    assert.equal(element.matches(':state(ready)'), true);
    host.remove();
  });

  it('with lang="ar" on the tag, and under a shadow root in de-AT, it waits for its language too', async () => {
    const arabic = await addForm('lang="ar"');
    hiddenBeforeReact(arabic.element);
    const outer = document.createElement('div');
    outer.setAttribute('lang', 'de-AT');
    document.body.append(outer);
    const german = await addForm('', outer.attachShadow({ mode: 'open' }));
    hiddenBeforeReact(german.element);
    await until(() => (arabic.frames.shown.length > 0 && german.frames.shown.length > 0) || undefined, 'both shown');
    arabic.frames.stop();
    german.frames.stop();
    assert.deepEqual(
      arabic.frames.shown.filter((label) => label !== 'اسمك'),
      [],
    );
    assert.deepEqual(
      german.frames.shown.filter((label) => label !== 'Ihr Name'),
      [],
    );
    arabic.host.remove();
    outer.remove();
  });

  it('in English, or a language the forms do not speak, it shows its first view at once', async () => {
    document.documentElement.setAttribute('lang', 'fr');
    const { host, element } = await addForm();
    assert.equal(element.matches(':state(ready)'), false);
    const box = element.shadowRoot!.querySelector<HTMLElement>('.it-widget')!;
    assert.equal(getComputedStyle(box).visibility, 'visible');
    assert.equal(fieldLabels(element.shadowRoot!.querySelector('form')!)[0], 'Your Name');
    host.remove();
  });
});
