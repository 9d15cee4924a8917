import { cleanup, waitFor } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { messages } from '../../../src/content/messages.ts';
import { EnquiryForm } from '../../../widgets/enquiry-form/EnquiryForm.tsx';
import fieldCss from '../../../src/styles/field.css?inline';
import formCss from '../../../src/styles/form.css?inline';
import { applyStyles, describeElement, focused, renderInSite } from '../../layout/render-in-site.tsx';
import { axeViolations } from '../../sections/axe-check.ts';
import { queuedToasts, restoreMailServer, stubMailServer, type } from '../../sections/form-helpers.tsx';

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
    assert.deepEqual(
      [form.getAttribute('method'), form.getAttribute('enctype'), form.getAttribute('action')],
      ['post', 'multipart/form-data', '/mail/enquiry'],
    );
  });

  it('offers the services after the Select Services placeholder', () => {
    const options = [...renderForm().field('Service').querySelectorAll('option')].map((o) => o.textContent);
    assert.equal(options.length, 7);
    assert.equal(options[0], 'Select Services');
    for (const [i, start] of [
      'Web App Development',
      'Mobile App Development',
      'UI/UX',
      'Cloud Infrastructure',
      'IT Staffing',
      'Offshore Development',
    ].entries()) {
      assert.match(options[i + 1]!, new RegExp(`^${start}`));
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
    assert.equal(name.getAttribute('aria-invalid'), 'true');
    assert.equal(
      document.getElementById(name.getAttribute('aria-describedby')!)?.textContent,
      'The Name field is required.',
    );
    assert.match(focused(), /^input/);
    assert.ok(document.activeElement === name, `focus on ${describeElement(document.activeElement)}`);
    assert.equal(sent.length, 0);
    assert.deepEqual(queuedToasts(), [`error: ${messages.form.fixErrors}`]);
  });

  it('is accessible, with its messages showing (axe finds nothing)', async () => {
    const view = renderForm();
    applyStyles(fieldCss, formCss);
    view.submit();
    await view.findByText('The Name field is required.');
    assert.deepEqual(await axeViolations(view.container), []);
  });

  it('names in any script are letters; digits are not', async () => {
    const { field, findByText, queryByText } = renderForm();
    type(field('Your Name'), 'R2D2');
    await findByText('The Name may only contain letters and spaces.');
    type(field('Your Name'), 'Zoë José');
    await waitFor(() =>
      assert.equal(describeElement(queryByText('The Name may only contain letters and spaces.')), 'nothing'),
    );
  });

  it('a valid enquiry is sent to /mail/enquiry, thanked in a toast, and the form cleared', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    await fillValid(view);
    view.submit();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`success: ${messages.form.enquirySent}`]));
    assert.equal(sent[0]!.url, '/mail/enquiry');
    const { name, project, website } = sent[0]!.fields;
    assert.deepEqual({ name, project, website }, { name: 'Łukasz Nowak', project: 'ui-ux', website: '' });
    assert.equal(view.field('Your Name').value, '');
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
      await waitFor(() => assert.equal(sent.length, 1));
      const { source_page, utm_source, utm_campaign, source_label, name } = sent[0]!.fields;
      assert.deepEqual(
        { source_page, utm_source, utm_campaign, source_label, name },
        {
          source_page: location.href,
          utm_source: 'newsletter',
          utm_campaign: 'spring sale',
          source_label: 'pricing-sidebar',
          name: 'Łukasz Nowak',
        },
      );
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
    assert.ok(
      document.activeElement === view.field('Phone Number'),
      `focus on ${describeElement(document.activeElement)}`,
    );
    assert.equal(view.field('Your Name').value, 'Łukasz Nowak', 'kept for another try');
  });

  it('a flood answer (429) is toasted in plain words', async () => {
    const view = renderForm();
    stubMailServer({ status: 429, body: { message: messages.form.tooManyRequests, errors: {} } });
    await fillValid(view);
    view.submit();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`error: ${messages.form.tooManyRequests}`]));
  });
});
