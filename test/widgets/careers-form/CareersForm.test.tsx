import { cleanup, waitFor } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { messages } from '../../../src/content/messages.ts';
import { retentionDays } from '../../../src/content/retention.ts';
import { CareersForm } from '../../../widgets/careers-form/CareersForm.tsx';
import fieldCss from '../../../src/styles/field.css?inline';
import formCss from '../../../src/styles/form.css?inline';
import { applyStyles, describeElement, renderInSite } from '../../layout/render-in-site.tsx';
import { axeViolations } from '../../sections/axe-check.ts';
import { queuedToasts, restoreMailServer, stubMailServer, type } from '../../sections/form-helpers.tsx';

function renderForm() {
  const view = renderInSite(<CareersForm />, '/career');
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  return { ...view, field, submit: () => view.getByRole('button', { name: 'Submit Profile' }).click() };
}

/** Chooses a file in the resume input as a visitor would. */
function choose(input: HTMLInputElement, file: File) {
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name = 'cv.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fillText(view: ReturnType<typeof renderForm>) {
  type(view.field('Your Name'), 'Zoë Łukasz');
  type(view.field('Your Email'), 'zoe@example.com');
  type(view.field('Phone Number'), '+48 501 234 567');
  consentBox(view).click();
}

/** The consent checkbox, found by the words of its label as a visitor reads them. */
const consentBox = (view: ReturnType<typeof renderForm>) =>
  view.getByRole('checkbox', {
    name: new RegExp(`I agree that .* may keep my resume .* for ${retentionDays} days`),
  }) as HTMLInputElement;

describe('CareersForm', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('posts multipart to /mail/careers, accepts the five resume types and has a 4-row optional message', () => {
    const view = renderForm();
    const form = view.container.querySelector('form')!;
    assert.deepEqual(
      [form.getAttribute('enctype'), form.getAttribute('action')],
      ['multipart/form-data', '/mail/careers'],
    );
    const { accept } = view.field('Resume');
    for (const type of ['.pdf', '.docx', '.odt', '.rtf', '.doc'])
      assert.ok(accept.includes(type), `accept="${accept}" takes ${type}`);
    assert.equal(view.field('Message (optional)').getAttribute('rows'), '4');
    assert.equal(view.field('Message (optional)').required, false);
  });

  it('is accessible, with its messages showing (axe finds nothing)', async () => {
    const view = renderForm();
    applyStyles(fieldCss, formCss);
    view.submit();
    await view.findByText('The Resume field is required.');
    assert.deepEqual(await axeViolations(view.container), []);
  });

  it('a resume of another type is refused before any upload', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    choose(view.field('Resume'), new File(['MZ'], 'setup.exe'));
    await view.findByText('The Resume must be a file of type: pdf, doc, docx, odt, rtf.');
    view.submit();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`error: ${messages.form.fixErrors}`]));
    assert.equal(sent.length, 0);
  });

  it('a resume over 5 MB is refused before any upload', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    choose(view.field('Resume'), pdf('cv.pdf', 5 * 1024 * 1024 + 1));
    view.submit();
    await view.findByText('The Resume may not be greater than 5 MB.');
    assert.ok(document.activeElement === view.field('Resume'), `focus on ${describeElement(document.activeElement)}`);
    assert.equal(sent.length, 0);
  });

  it('asks for consent to keep the resume, links the privacy policy and sends nothing without it', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    consentBox(view).click();
    choose(view.field('Resume'), pdf());
    assert.equal(consentBox(view).required, true);
    assert.equal(consentBox(view).checked, false);
    const link = view.getByRole('link', { name: 'privacy policy' });
    assert.equal(link.getAttribute('href'), '/privace');
    view.submit();
    await view.findByText('The Consent must be accepted.');
    assert.ok(document.activeElement === consentBox(view), `focus on ${describeElement(document.activeElement)}`);
    assert.equal(sent.length, 0);
    assert.equal(view.field('Your Name').value, 'Zoë Łukasz');
  });

  it('without a resume the submit asks for one', async () => {
    const view = renderForm();
    stubMailServer();
    fillText(view);
    view.submit();
    await view.findByText('The Resume field is required.');
  });

  it('a valid profile uploads with a progress bar, is thanked in a toast and the form cleared', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    choose(view.field('Resume'), pdf());
    view.submit();
    const bar = await view.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => assert.equal(bar.getAttribute('value'), '50'));
    assert.ok(view.getByText('Uploading… 50%') instanceof HTMLElement, 'Uploading… 50% shown');
    await waitFor(() => assert.deepEqual(queuedToasts(), [`success: ${messages.form.resumeReceived}`]));
    assert.equal(describeElement(view.queryByRole('progressbar')), 'nothing');
    assert.equal(sent[0]!.url, '/mail/careers');
    assert.equal((sent[0]!.fields.file as File).name, 'cv.pdf');
    assert.equal(view.field('Resume').files?.length, 0);
    assert.equal(view.field('Your Name').value, '');
  });

  it('the server refusing the file by its content shows the message beside the resume field', async () => {
    const view = renderForm();
    stubMailServer({
      status: 415,
      body: {
        message: messages.form.unsupportedType,
        errors: { file: 'The Resume must be a file of type: pdf, doc, docx, odt, rtf.' },
      },
    });
    fillText(view);
    choose(view.field('Resume'), pdf());
    view.submit();
    await view.findByText('The Resume must be a file of type: pdf, doc, docx, odt, rtf.');
    assert.equal(view.field('Resume').getAttribute('aria-invalid'), 'true');
    await waitFor(() => assert.deepEqual(queuedToasts(), [`error: ${messages.form.unsupportedType}`]));
  });
});
