// The account widgets speak the language of their tag or of the page around
// it, as the mail forms do, from the built bundles in Chromium: German labels,
// links, messages naming the visible label and toasts on a German page; Arabic
// laid out right to left; a change of lang at once, keeping what was typed.
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

const button = (form: HTMLFormElement) => form.querySelector('button[type="submit"]')!.textContent;
const links = (form: HTMLFormElement) => [...form.querySelectorAll('a')].map((a) => a.textContent);

describe('the language of an account widget', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  it('on a page in German, the sign-in shows German words, and an empty send German messages and toast', async () => {
    document.documentElement.setAttribute('lang', 'de');
    await loadWidget('toaster.js');
    const toaster = document.createElement('it-toaster');
    document.body.append(toaster);
    const { host, form } = await mountFormWidget('sign-in');
    await labelled(form, 'E-Mail');
    assert.deepEqual(fieldLabels(form), ['E-Mail', 'Passwort']);
    assert.equal(form.querySelector('input[name="email"]')!.getAttribute('placeholder'), 'E-Mail-Adresse');
    assert.equal(button(form), 'Anmelden');
    assert.ok(form.textContent.includes('Angemeldet bleiben'), `form.textContent holds Angemeldet bleiben`);
    assert.ok(form.textContent.includes('Oder anmelden mit'), `form.textContent holds Oder anmelden mit`);
    assert.deepEqual(links(form), ['Passwort vergessen?', 'Kostenloses Konto erstellen']);

    // The demo account fills the form: emptied, it is sent with nothing in it.
    typeInto(form, 'email', '');
    typeInto(form, 'password', '');
    form.requestSubmit();
    await until(() => fieldErrors(form).length === 2 || undefined, 'two messages');
    assert.deepEqual(fieldErrors(form), [
      'Das Feld „E-Mail“ ist erforderlich.',
      'Das Feld „Passwort“ ist erforderlich.',
    ]);
    const toast = await until(
      () => toaster.shadowRoot?.querySelector('.Toastify__toast--error')?.textContent || undefined,
      'the error toast',
    );
    assert.ok(toast?.includes('Bitte füllen Sie alle Felder aus.'), `the toast says: ${toast}`);
    typeInto(form, 'email', 'kein-at-zeichen');
    await until(() => fieldErrors(form)[0]?.includes('gültige') || undefined, 'the e-mail message');
    assert.equal(fieldErrors(form)[0], '„E-Mail“ muss eine gültige E-Mail-Adresse sein.');
    host.remove();
    toaster.remove();
  });

  it("the sign-up's confirmation message names both German labels", async () => {
    const { host, form } = await mountFormWidget('sign-up', 'lang="de"');
    await labelled(form, 'Vollständiger Name');
    assert.deepEqual(fieldLabels(form), ['Vollständiger Name', 'E-Mail', 'Passwort', 'Passwort bestätigen']);
    assert.equal(button(form), 'Registrieren');
    typeInto(form, 'password', 'geheim123');
    typeInto(form, 'confirm_password', 'geheim124');
    form.requestSubmit();
    await until(() => fieldErrors(form).length === 3 || undefined, 'three messages');
    assert.ok(
      fieldErrors(form).includes('„Passwort bestätigen“ stimmt nicht mit „Passwort“ überein.'),
      `fieldErrors(form) holds „Passwort bestätigen“ stimmt nicht mit „Passwort“ überein.`,
    );
    host.remove();
  });

  it('in Arabic the forgot-password form lays out right to left, its message in Arabic', async () => {
    const { host, form } = await mountFormWidget('forgot-password', 'lang="ar"');
    await labelled(form, 'البريد الإلكتروني');
    assert.equal(getComputedStyle(form).direction, 'rtl');
    // An address reads left to right, set on the right beside its label.
    const email = getComputedStyle(form.querySelector('input[type="email"]')!);
    assert.deepEqual([email.direction, email.textAlign], ['ltr', 'right']);
    assert.equal(button(form), 'أعد إرسال كلمة المرور');
    assert.deepEqual(links(form), ['العودة إلى تسجيل الدخول']);
    form.requestSubmit();
    await until(() => fieldErrors(form).length === 1 || undefined, 'one message');
    assert.deepEqual(fieldErrors(form), ['حقل «البريد الإلكتروني» مطلوب.']);
    host.remove();
  });

  it('a change of lang switches the sign-up at once, rewording its messages and keeping what was typed', async () => {
    const { host, element, form } = await mountFormWidget('sign-up', 'lang="de"');
    await labelled(form, 'Vollständiger Name');
    typeInto(form, 'full_name', 'Ada Lovelace');
    form.requestSubmit();
    await until(() => fieldErrors(form).length === 3 || undefined, 'three messages');
    element.setAttribute('lang', 'ar');
    await labelled(form, 'الاسم الكامل');
    assert.equal(getComputedStyle(form).direction, 'rtl');
    assert.ok(
      fieldErrors(form).includes('حقل «كلمة المرور» مطلوب.'),
      `fieldErrors(form) holds حقل «كلمة المرور» مطلوب.`,
    );
    assert.equal(form.querySelector<HTMLInputElement>('[name="full_name"]')!.value, 'Ada Lovelace');
    element.removeAttribute('lang');
    await labelled(form, 'Full Name');
    assert.equal(button(form), 'Sign Up');
    assert.equal(getComputedStyle(form).direction, 'ltr');
    host.remove();
  });
});
