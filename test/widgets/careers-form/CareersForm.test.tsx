import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { messages } from '../../../src/content/messages';
import { retentionDays } from '../../../src/content/retention';
import { CareersForm } from '../../../widgets/careers-form/CareersForm';
import fieldCss from '../../../src/styles/field.css?inline';
import formCss from '../../../src/styles/form.css?inline';
import { applyStyles, renderInSite } from '../../layout/render-in-site';
import { axeViolations } from '../../sections/axe-check';
import { queuedToasts, restoreMailServer, stubMailServer, type } from '../../sections/form-helpers';

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
    expect([form.getAttribute('enctype'), form.getAttribute('action')]).to.deep.equal([
      'multipart/form-data',
      '/mail/careers',
    ]);
    expect(view.field('Resume').accept)
      .to.include('.pdf')
      .and.include('.docx')
      .and.include('.odt')
      .and.include('.rtf')
      .and.include('.doc');
    expect(view.field('Message (optional)').getAttribute('rows')).to.equal('4');
    expect(view.field('Message (optional)').required).to.equal(false);
  });

  it('is accessible, with its messages showing (axe finds nothing)', async () => {
    const view = renderForm();
    applyStyles(fieldCss, formCss);
    view.submit();
    await view.findByText('The Resume field is required.');
    expect(await axeViolations(view.container)).to.deep.equal([]);
  });

  it('a resume of another type is refused before any upload', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    choose(view.field('Resume'), new File(['MZ'], 'setup.exe'));
    await view.findByText('The Resume must be a file of type: pdf, doc, docx, odt, rtf.');
    view.submit();
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`error: ${messages.form.fixErrors}`]));
    expect(sent).to.have.length(0);
  });

  it('a resume over 5 MB is refused before any upload', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    choose(view.field('Resume'), pdf('cv.pdf', 5 * 1024 * 1024 + 1));
    view.submit();
    await view.findByText('The Resume may not be greater than 5 MB.');
    expect(document.activeElement).to.equal(view.field('Resume'));
    expect(sent).to.have.length(0);
  });

  it('asks for consent to keep the resume, links the privacy policy and sends nothing without it', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    fillText(view);
    consentBox(view).click();
    choose(view.field('Resume'), pdf());
    expect(consentBox(view).required).to.equal(true);
    expect(consentBox(view).checked).to.equal(false);
    const link = view.getByRole('link', { name: 'privacy policy' });
    expect(link.getAttribute('href')).to.equal('/privace');
    view.submit();
    await view.findByText('The Consent must be accepted.');
    expect(document.activeElement).to.equal(consentBox(view));
    expect(sent).to.have.length(0);
    expect(view.field('Your Name').value).to.equal('Zoë Łukasz');
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
    await waitFor(() => expect(bar.getAttribute('value')).to.equal('50'));
    expect(view.getByText('Uploading… 50%')).to.be.instanceOf(HTMLElement);
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`success: ${messages.form.resumeReceived}`]));
    expect(view.queryByRole('progressbar')).to.equal(null);
    expect(sent[0]!.url).to.equal('/mail/careers');
    expect((sent[0]!.fields.file as File).name).to.equal('cv.pdf');
    expect(view.field('Resume').files).to.have.length(0);
    expect(view.field('Your Name').value).to.equal('');
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
    expect(view.field('Resume').getAttribute('aria-invalid')).to.equal('true');
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`error: ${messages.form.unsupportedType}`]));
  });
});
