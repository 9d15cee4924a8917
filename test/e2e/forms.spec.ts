// Every form, end to end in Chromium against the real server and a real SMTP
// server: with JavaScript off (a plain post, then /thank-you) and on (fetch or
// XHR, a toast, the form cleared), and each message read back from the relay.
import type { Locator, Page } from '@playwright/test';
import { posts } from '../../src/content/blog.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { messages } from '../../src/content/messages.ts';
import { executable, pdf } from '../mail/form-post.ts';
import { expect, mailTest as test } from '../support/e2e-test.ts';
import { wakeIslands } from '../support/site-page.ts';

const resume = { name: 'Zoë resume.pdf', mimeType: 'application/pdf', buffer: pdf };
const fakeResume = { name: 'not-a-resume.pdf', mimeType: 'application/pdf', buffer: executable };

/** Opens `path` and, where script runs, wakes its islands. */
async function open(page: Page, path: string, { script = true } = {}): Promise<void> {
  await page.goto(path);
  if (script) await wakeIslands(page);
}

async function fillEnquiry(page: Page, marker: string) {
  await page.getByLabel('Your Name').fill('José Álvarez');
  await page.getByLabel('Your Email').fill('jose@example.com');
  await page.getByLabel('Phone Number').fill('+34 612 345 678');
  await page.getByLabel('Service').selectOption({ label: 'Cloud Infrastructure' });
  await page.getByLabel('Project Details').fill(`Move our apps to AWS. ${marker}`);
}

async function fillCareers(page: Page, marker: string, file = resume) {
  await page.getByLabel('Your Name').fill('Zoë Łukasz');
  await page.getByLabel('Your Email').fill('zoe@example.com');
  await page.getByLabel('Phone Number').fill('+48 501 234 567');
  await page.getByLabel('Resume', { exact: true }).setInputFiles(file);
  await page.getByLabel('Message (optional)').fill(`Senior React role. ${marker}`);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** Fills the careers form without consent, sends it, and checks it stayed with what the visitor typed. */
async function sendWithoutConsent(page: Page, marker: string, refused: () => Promise<void>) {
  await fillCareers(page, marker);
  await page.getByRole('checkbox', { name: /I agree/ }).uncheck();
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await refused();
  expect(new URL(page.url()).pathname, 'still on the form').toBe('/career');
  await expect(page.getByLabel('Your Name')).toHaveValue('Zoë Łukasz');
  await expect(page.getByLabel('Message (optional)')).toHaveValue(`Senior React role. ${marker}`);
}

test.describe('forms with JavaScript off', () => {
  test('the enquiry form posts, lands on the thank-you page and the mail arrives with Reply-To and its Source', async ({
    staticPage: page,
    mailSite,
  }) => {
    await open(page, '/contact?utm_source=linkedin&utm_campaign=cloud-week', { script: false });
    await fillEnquiry(page, 'nojs-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL('**/thank-you');
    await expect(page.locator('h1')).toHaveText('Thank You for Getting in Touch!');
    const mail = await mailSite.mailWith('nojs-enquiry');
    expect(mail.replyTo?.value[0]?.address).toBe('jose@example.com');
    expect(mail.subject).toBe('Enquiry from José Álvarez: Cloud Infrastructure');
    // No script ran: the server took the page from the Referer header.
    const source = mail.text?.slice(mail.text.indexOf('\n== Source ==\n')) ?? '';
    expect(source).toContain(`Page:\n> ${mailSite.url}/contact?utm_source=linkedin&utm_campaign=cloud-week\n`);
    expect(source).toMatch(/utm_source:\n> linkedin\nutm_campaign:\n> cloud-week\n/);
  });

  test('the careers form uploads the resume; it arrives attached', async ({ staticPage: page, mailSite }) => {
    await open(page, '/career', { script: false });
    await fillCareers(page, 'nojs-careers');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.waitForURL('**/thank-you');
    const mail = await mailSite.mailWith('nojs-careers');
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  test("a 6 MB resume shows the server's page saying it is too large, and nothing is sent", async ({
    staticPage: page,
    mailSite,
  }) => {
    await open(page, '/career', { script: false });
    const large = { ...resume, buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]) };
    await fillCareers(page, 'nojs-too-large', large);
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.form.tooLarge);
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/career');
    expect(mailSite.sink.received.some((mail) => mail.text?.includes('nojs-too-large'))).toBe(false);
  });

  test('the careers form is not sent without consent, and what the visitor typed stays', async ({
    staticPage: page,
  }) => {
    await open(page, '/career', { script: false });
    await sendWithoutConsent(page, 'no-consent-false', async () => {
      const consent = page.getByRole('checkbox', { name: /I agree/ });
      expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    });
  });

  // The project page and a post carry the contact and the comment form, as a visitor without script gets them.
  const prerendered: [string, string, (form: Locator) => Promise<void>, string][] = [
    [
      'contact',
      `/projects/${caseStudies[0]!.slug}`,
      async (form) => {
        await form.getByLabel('Subject').selectOption({ label: 'Partnership' });
        await form.getByLabel('Message', { exact: true }).fill('Let us talk. nojs-contact');
      },
      'nojs-contact',
    ],
    [
      'comment',
      `/blog-single/${posts[0]!.slug}`,
      async (form) => {
        await form.getByLabel('Comment', { exact: true }).fill('Useful, thanks. nojs-comment');
      },
      'nojs-comment',
    ],
  ];
  for (const [name, path, fill, marker] of prerendered) {
    test(`the ${name} form on ${path} posts and arrives`, async ({ staticPage: page, mailSite }) => {
      await open(page, path, { script: false });
      const form = page.locator('main form').filter({ has: page.getByLabel('Your Name') });
      await form.getByLabel('Your Name').fill('Łukasz Nowak');
      await form.getByLabel(/Your Email/).fill('lukasz@example.com');
      await fill(form);
      await form.locator('button[type=submit]').click();
      await page.waitForURL('**/thank-you');
      await mailSite.mailWith(marker);
    });
  }

  test('a post with mistakes answers with a page listing what to fix, and nothing is sent', async ({
    staticPage: page,
    mailSite,
  }) => {
    await open(page, '/contact', { script: false });
    await fillEnquiry(page, 'nojs-mistakes');
    // Mistakes the browser's own checks let through (required and type=email pass).
    await page.getByLabel('Your Name').fill('R2D2');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForSelector('h1');
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/The Name may only contain letters and spaces\./);
    expect(text).toMatch(/The Phone Number must be a valid phone number\./);
    await expect(page.getByRole('link', { name: 'Back to the form' })).toBeVisible();
    expect(mailSite.sink.received.some((mail) => mail.text?.includes('nojs-mistakes'))).toBe(false);
  });
});

test.describe('forms with JavaScript on', () => {
  test('the enquiry form sends by fetch, toasts the thank-you and clears itself; the mail arrives with its Source', async ({
    page,
    mailSite,
  }) => {
    await open(page, '/contact?utm_source=ads&utm_medium=cpc');
    await fillEnquiry(page, 'fetch-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByText(messages.form.enquirySent).waitFor();
    expect(new URL(page.url()).pathname, 'no navigation').toBe('/contact');
    await expect(page.getByLabel('Your Name')).toHaveValue('');
    const mail = await mailSite.mailWith('fetch-enquiry'); // not 'js-enquiry', which 'nojs-enquiry' contains
    expect(mail.text).toContain(`Page:\n> ${mailSite.url}/contact?utm_source=ads&utm_medium=cpc\n`);
    expect(mail.text ?? '').toMatch(/utm_source:\n> ads\nutm_medium:\n> cpc\n/);
    expect(mail.text ?? '').not.toMatch(/Partner site/);
  });

  test('an invalid enquiry shows each message beside its field, naming its label, and focuses the first', async ({
    page,
  }) => {
    await open(page, '/contact');
    await page.getByLabel('Your Email').fill('jose@');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByText('The Name field is required.').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');
    await expect(page.getByLabel('Your Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The Email must be a valid email address.')).toBeVisible();
    // Under Service, its own words: never the field's name in the post ("project", "message").
    await expect(page.getByLabel('Service')).toHaveAccessibleDescription('The Service field is required.');
    await expect(page.getByLabel('Project Details')).toHaveAccessibleDescription(
      'The Project Details field is required.',
    );
    await expect(page.getByText(/The (project|message) field/)).toHaveCount(0);
  });

  test('the careers form is not sent without consent, and what the visitor typed stays', async ({ page }) => {
    await open(page, '/career');
    await sendWithoutConsent(page, 'no-consent-true', () => page.getByText('The Consent must be accepted.').waitFor());
  });

  test('the careers form uploads with XHR, toasts receipt; the resume arrives attached', async ({ page, mailSite }) => {
    await open(page, '/career');
    await fillCareers(page, 'js-careers');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText(messages.form.resumeReceived).waitFor();
    const mail = await mailSite.mailWith('js-careers');
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  test('an executable named .pdf is refused by the server and the message shows beside the resume field', async ({
    page,
  }) => {
    await open(page, '/career');
    await fillCareers(page, 'js-fake', fakeResume);
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText(messages.form.unsupportedType).waitFor();
    await expect(page.getByText('The Resume must be a file of type: pdf, doc, docx, odt, rtf.')).toBeVisible();
    await expect(page.getByLabel('Resume', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});
