// The words only the company's mail uses stay on the server. Each form's mail
// words sit beside its fields (src/content/forms/<form>.ts) in an export no
// section imports, so the bundler leaves them out of every script the site and
// the widgets load: a partner's page pays nothing for them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mailForms } from '../../src/forms/mail-forms.ts';

/** Every script of the built site and widgets, by path. */
const scripts = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join('dist', file), 'utf8') }));

/** The longest fixed run of a form's mail subject ('Enquiry from '), which its bundled code would carry verbatim. */
const subjectWords = (subject: (name: string, topic: () => string) => string) =>
  subject('\u0001', () => '\u0001')
    .split('\u0001')
    .reduce((longest, run) => (run.length > longest.length ? run : longest), '');

describe("the forms' mail words", () => {
  it('reach no script of the site or the widgets, while the forms themselves do', () => {
    for (const [name, { form, mail }] of Object.entries(mailForms)) {
      assert.ok(
        scripts.some(({ code }) => code.includes(form.submit)),
        `no script holds the ${name} form's button "${form.submit}": is dist/ built?`,
      );
      const words = subjectWords(mail.subject);
      assert.ok(words.length >= 8, `${name}: "${words}"`);
      const carriers = scripts.filter(({ code }) => code.includes(words)).map(({ file }) => file);
      assert.deepEqual(carriers, [], `the ${name} mail's subject "${words}" rides in these scripts`);
    }
  });
});
