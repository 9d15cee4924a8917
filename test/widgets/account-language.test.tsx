// The account widgets speak the language of their tag or of the page around
// it, as the mail forms do, from the built bundles in Chromium: German labels,
// links, messages naming the visible label and toasts on a German page; Arabic
// laid out right to left; a change of lang at once, keeping what was typed.
import { expect } from 'chai';
import { until } from '../support/until';

const load = (file: string) => import(/* @vite-ignore */ `/dist/widgets/${file}`);

/** Mounts `<it-{name}>` and waits until React has adopted it. */
async function mount(name: string, attributes = '') {
  await load(`${name}.js`);
  const host = document.createElement('div');
  host.innerHTML = `<it-${name} ${attributes}></it-${name}>`;
  document.body.append(host);
  const element = host.firstElementChild as HTMLElement;
  const form = (await until(
    () => (element.matches(':state(ready)') ? element.shadowRoot?.querySelector('form') : null),
    `<it-${name}>, ready`,
  ))!;
  return { host, element, form };
}

const labels = (form: HTMLFormElement) => [...form.querySelectorAll('label.it-field__label')].map((l) => l.textContent);
const errorsOf = (form: HTMLFormElement) => [...form.querySelectorAll('.it-field__error')].map((p) => p.textContent);
const button = (form: HTMLFormElement) => form.querySelector('button[type="submit"]')!.textContent;
const links = (form: HTMLFormElement) => [...form.querySelectorAll('a')].map((a) => a.textContent);

/** Waits until the form's first label reads `text`: the language's catalogue has come. */
const labelled = (form: HTMLFormElement, text: string) =>
  until(
    () => labels(form)[0] === text || undefined,
    `the first label to read "${text}" (it reads "${labels(form)[0]}")`,
  );

/** Types into a field as a visitor does: the native setter, then the input event React listens to. */
function type(form: HTMLFormElement, name: string, value: string) {
  const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the language of an account widget', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  it('on a page in German, the sign-in shows German words, and an empty send German messages and toast', async () => {
    document.documentElement.setAttribute('lang', 'de');
    await load('toaster.js');
    const toaster = document.createElement('it-toaster');
    document.body.append(toaster);
    const { host, form } = await mount('sign-in');
    await labelled(form, 'E-Mail');
    expect(labels(form)).to.deep.equal(['E-Mail', 'Passwort']);
    expect(form.querySelector('input[name="email"]')!.getAttribute('placeholder')).to.equal('E-Mail-Adresse');
    expect(button(form)).to.equal('Anmelden');
    expect(form.textContent).to.contain('Angemeldet bleiben').and.contain('Oder anmelden mit');
    expect(links(form)).to.deep.equal(['Passwort vergessen?', 'Kostenloses Konto erstellen']);

    // The demo account fills the form: emptied, it is sent with nothing in it.
    type(form, 'email', '');
    type(form, 'password', '');
    form.requestSubmit();
    await until(() => errorsOf(form).length === 2 || undefined, 'two messages');
    expect(errorsOf(form)).to.deep.equal([
      'Das Feld „E-Mail“ ist erforderlich.',
      'Das Feld „Passwort“ ist erforderlich.',
    ]);
    const toast = await until(
      () => toaster.shadowRoot?.querySelector('.Toastify__toast--error')?.textContent || undefined,
      'the error toast',
    );
    expect(toast).to.contain('Bitte füllen Sie alle Felder aus.');
    type(form, 'email', 'kein-at-zeichen');
    await until(() => errorsOf(form)[0]?.includes('gültige') || undefined, 'the e-mail message');
    expect(errorsOf(form)[0]).to.equal('„E-Mail“ muss eine gültige E-Mail-Adresse sein.');
    host.remove();
    toaster.remove();
  });

  it("the sign-up's confirmation message names both German labels", async () => {
    const { host, form } = await mount('sign-up', 'lang="de"');
    await labelled(form, 'Vollständiger Name');
    expect(labels(form)).to.deep.equal(['Vollständiger Name', 'E-Mail', 'Passwort', 'Passwort bestätigen']);
    expect(button(form)).to.equal('Registrieren');
    type(form, 'password', 'geheim123');
    type(form, 'confirm_password', 'geheim124');
    form.requestSubmit();
    await until(() => errorsOf(form).length === 3 || undefined, 'three messages');
    expect(errorsOf(form)).to.include('„Passwort bestätigen“ stimmt nicht mit „Passwort“ überein.');
    host.remove();
  });

  it('in Arabic the forgot-password form lays out right to left, its message in Arabic', async () => {
    const { host, form } = await mount('forgot-password', 'lang="ar"');
    await labelled(form, 'البريد الإلكتروني');
    expect(getComputedStyle(form).direction).to.equal('rtl');
    expect(getComputedStyle(form.querySelector('input')!).direction).to.equal('rtl');
    expect(button(form)).to.equal('أعد إرسال كلمة المرور');
    expect(links(form)).to.deep.equal(['العودة إلى تسجيل الدخول']);
    form.requestSubmit();
    await until(() => errorsOf(form).length === 1 || undefined, 'one message');
    expect(errorsOf(form)).to.deep.equal(['حقل «البريد الإلكتروني» مطلوب.']);
    host.remove();
  });

  it('a change of lang switches the sign-up at once, rewording its messages and keeping what was typed', async () => {
    const { host, element, form } = await mount('sign-up', 'lang="de"');
    await labelled(form, 'Vollständiger Name');
    type(form, 'full_name', 'Ada Lovelace');
    form.requestSubmit();
    await until(() => errorsOf(form).length === 3 || undefined, 'three messages');
    element.setAttribute('lang', 'ar');
    await labelled(form, 'الاسم الكامل');
    expect(getComputedStyle(form).direction).to.equal('rtl');
    expect(errorsOf(form)).to.include('حقل «كلمة المرور» مطلوب.');
    expect(form.querySelector<HTMLInputElement>('[name="full_name"]')!.value).to.equal('Ada Lovelace');
    element.removeAttribute('lang');
    await labelled(form, 'Full Name');
    expect(button(form)).to.equal('Sign Up');
    expect(getComputedStyle(form).direction).to.equal('ltr');
    host.remove();
  });
});
