import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { messages } from '../../../src/content/messages';
import { EnquiryForm } from '../../../widgets/enquiry-form/EnquiryForm';
import fieldCss from '../../../src/styles/field.css?inline';
import formCss from '../../../src/styles/form.css?inline';
import { applyStyles, focused, renderInSite } from '../../layout/render-in-site';
import { axeViolations } from '../../sections/axe-check';
import { queuedToasts, restoreMailServer, stubMailServer, type } from '../../sections/form-helpers';

function renderForm() {
  const view = renderInSite(<EnquiryForm />, '/contact');
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  return { ...view, field, submit: () => view.getByRole('button', { name: 'Send Enquiry' }).click() };
}

async function fillValid(view: ReturnType<typeof renderForm>) {
  type(view.field('Your Name'), 'Łukasz Nowak');
  type(view.field('Your Email'), 'lukasz@example.com');
  type(view.field('Phone Number'), '+48 501 234 567');
  type(view.field('Service'), 'ui-ux');
  type(view.field('Project Details'), 'A booking app for our clinics.');
}

describe('EnquiryForm', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('is a real multipart form posting to /mail/enquiry, so it works without JavaScript', () => {
    const form = renderForm().container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('enctype'), form.getAttribute('action')]).to.deep.equal([
      'post',
      'multipart/form-data',
      '/mail/enquiry',
    ]);
  });

  it('offers the services after the Select Services placeholder', () => {
    const options = [...renderForm().field('Service').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).to.have.length(7);
    expect(options[0]).to.equal('Select Services');
    for (const [i, start] of [
      'Web App Development',
      'Mobile App Development',
      'UI/UX',
      'Cloud Infrastructure',
      'IT Staffing',
      'Offshore Development',
    ].entries()) {
      expect(options[i + 1]).to.match(new RegExp(`^${start}`));
    }
  });

  it('an empty submit shows every required message, ties each to its field and focuses the first', async () => {
    const { submit, field, findByText } = renderForm();
    const sent = stubMailServer().sent;
    submit();
    await findByText('The Name field is required.');
    for (const text of [
      'The Email field is required.',
      'The Phone Number field is required.',
      'The Service field is required.',
      'The Project Details field is required.',
    ])
      await findByText(text);
    const name = field('Your Name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).to.equal(
      'The Name field is required.',
    );
    expect(focused()).to.match(/^input/);
    expect(document.activeElement).to.equal(name);
    expect(sent).to.have.length(0);
    expect(queuedToasts()).to.deep.equal([`error: ${messages.form.fixErrors}`]);
  });

  it('is accessible, with its messages showing (axe finds nothing)', async () => {
    const view = renderForm();
    applyStyles(fieldCss, formCss);
    view.submit();
    await view.findByText('The Name field is required.');
    expect(await axeViolations(view.container)).to.deep.equal([]);
  });

  it('names in any script are letters; digits are not', async () => {
    const { field, findByText, queryByText } = renderForm();
    type(field('Your Name'), 'R2D2');
    await findByText('The Name may only contain letters and spaces.');
    type(field('Your Name'), 'Zoë José');
    await waitFor(() => expect(queryByText('The Name may only contain letters and spaces.')).to.equal(null));
  });

  it('a valid enquiry is sent to /mail/enquiry, thanked in a toast, and the form cleared', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    await fillValid(view);
    view.submit();
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`success: ${messages.form.enquirySent}`]));
    expect(sent[0]!.url).to.equal('/mail/enquiry');
    expect(sent[0]!.fields).to.include({ name: 'Łukasz Nowak', project: 'ui-ux', website: '' });
    expect(view.field('Your Name').value).to.equal('');
  });

  it('a valid enquiry carries where it came from: the page, its utm_* parameters and the source label', async () => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?utm_source=newsletter&utm_campaign=spring%20sale`);
    try {
      const view = renderInSite(<EnquiryForm source="pricing-sidebar" />, '/contact');
      const { sent } = stubMailServer();
      type(view.getByLabelText('Your Name'), 'Łukasz Nowak');
      type(view.getByLabelText('Your Email'), 'lukasz@example.com');
      type(view.getByLabelText('Phone Number'), '+48 501 234 567');
      type(view.getByLabelText('Service'), 'ui-ux');
      type(view.getByLabelText('Project Details'), 'A booking app for our clinics.');
      view.getByRole('button', { name: 'Send Enquiry' }).click();
      await waitFor(() => expect(sent).to.have.length(1));
      expect(sent[0]!.fields).to.include({
        source_page: location.href,
        utm_source: 'newsletter',
        utm_campaign: 'spring sale',
        source_label: 'pricing-sidebar',
        name: 'Łukasz Nowak',
      });
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('messages the server returns show beside their fields and the first gets focus', async () => {
    const view = renderForm();
    stubMailServer({
      status: 400,
      body: { message: messages.form.fixErrors, errors: { phone: 'The Phone Number must be a valid phone number.' } },
    });
    await fillValid(view);
    view.submit();
    await view.findByText('The Phone Number must be a valid phone number.');
    expect(document.activeElement).to.equal(view.field('Phone Number'));
    expect(view.field('Your Name').value).to.equal('Łukasz Nowak', 'kept for another try');
  });

  it('a flood answer (429) is toasted in plain words', async () => {
    const view = renderForm();
    stubMailServer({ status: 429, body: { message: messages.form.tooManyRequests, errors: {} } });
    await fillValid(view);
    view.submit();
    await waitFor(() => expect(queuedToasts()).to.deep.equal([`error: ${messages.form.tooManyRequests}`]));
  });
});
