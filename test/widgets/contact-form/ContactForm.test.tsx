import { cleanup, waitFor } from '../../support/testing-library.ts';
import assert from 'node:assert/strict';
import { messages } from '../../../src/content/messages.ts';
import { ContactForm } from '../../../widgets/contact-form/ContactForm.tsx';
import { renderInSite } from '../../layout/render-in-site.tsx';
import { queuedToasts, restoreMailServer, stubMailServer, type } from '../../sections/form-helpers.tsx';

function renderForm() {
  const view = renderInSite(<ContactForm />, '/projects/1');
  const field = (label: string) =>
    view.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;
  return {
    ...view,
    field,
    errors: () => [...view.container.querySelectorAll('.it-field__error')].map((e) => e.textContent),
  };
}

describe('ContactForm', () => {
  afterEach(() => {
    cleanup();
    restoreMailServer();
  });

  it('the subject list starts with the Subject placeholder, then real subjects', () => {
    const options = [...renderForm().field('Subject').querySelectorAll('option')].map((o) => o.textContent);
    assert.equal(options[0], 'Subject');
    const subjects = options.slice(1);
    assert.ok(subjects.length > 2, `subjects: ${subjects.join(', ')}`);
    assert.ok(!subjects.includes('Subject'), `subjects: ${subjects.join(', ')}`);
  });

  it('checks each field on change and on blur; messages show while invalid and go once valid', async () => {
    const view = renderForm();
    type(view.field('Your Name'), 'Ada 1');
    type(view.field('Your Email'), 'ada@');
    await waitFor(() =>
      assert.deepEqual(view.errors(), [
        'The Name may only contain letters and spaces.',
        'The Email must be a valid email address.',
      ]),
    );
    type(view.field('Your Name'), 'Ada Lovelace');
    type(view.field('Your Email'), 'ada@example.com');
    await waitFor(() => assert.deepEqual(view.errors(), []));
  });

  it('a valid submit sends the message, hides the messages and clears the fields', async () => {
    const view = renderForm();
    const { sent } = stubMailServer();
    type(view.field('Your Name'), 'Ada Lovelace');
    type(view.field('Your Email'), 'ada@example.com');
    type(view.field('Subject'), 'Partnership');
    type(view.field('Message'), 'Let us build the engine together.');
    view.getByRole('button', { name: 'Send Message' }).click();
    await waitFor(() => assert.deepEqual(queuedToasts(), [`success: ${messages.form.contactSent}`]));
    assert.equal(sent[0]!.url, '/mail/contact');
    const { subject, message } = sent[0]!.fields;
    assert.deepEqual({ subject, message }, { subject: 'Partnership', message: 'Let us build the engine together.' });
    assert.deepEqual(
      [view.field('Your Name').value, view.field('Subject').value, view.field('Message').value],
      ['', '', ''],
    );
    assert.deepEqual(view.errors(), []);
  });
});
