// The form addresses: one per form of the shared list, and the careers
// template's old .php address, each taking its own form's posts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formUrls } from '../../mail/posts/form-urls.ts';
import { mailForms } from '../../src/forms/mail-forms.ts';
import { formData, pdf, post, startFormServer, validFields } from './form-post.ts';

describe('the form addresses', () => {
  it('every form of the shared list has its address, and no address names a form that is not in it', () => {
    for (const form of Object.keys(mailForms)) assert.equal(formUrls[`/${form}`], form);
    for (const form of Object.values(formUrls)) assert.ok(form in mailForms, form);
  });

  it('the old careers-mail-validation.php address takes a careers application, resume included', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/careers-mail-validation.php`,
      formData(validFields.careers, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
    );
    assert.equal(res.status, 202);
    assert.equal((await server.spooled()).length, 1);
  });
});
