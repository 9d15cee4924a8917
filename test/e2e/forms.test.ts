// Every form, end to end in Chromium against the real server and a real SMTP
// server: with JavaScript off (a plain post, then /thank-you) and on (fetch or
// XHR, a toast, the form cleared), and each message read back from the relay.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '../../src/content/messages';
import { CommentForm } from '../../src/sections/CommentForm';
import { ContactForm } from '../../src/widgets/contact-form/ContactForm';
import { executable, pdf } from '../mail/form-post';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { until } from '../support/until';
import { launchBrowser } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { wakeIslands } from '../support/site-page';

let sink: SmtpSink;
let server: SiteServer;
let browser: Browser;
const resume = path.join(tmpdir(), 'Zoë resume.pdf');
const fakeResume = path.join(tmpdir(), 'not-a-resume.pdf');

before(async () => {
  sink = await startSmtpSink();
  server = await startSite({ SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: '1000' });
  browser = await launchBrowser();
  await writeFile(resume, pdf);
  await writeFile(fakeResume, executable);
});
after(async () => {
  await browser.close();
  await server.close();
  await sink.close();
});

/** Waits for the relay to receive a mail whose text contains `marker`. */
async function mailWith(marker: string) {
  await until(() => sink.received.some((mail) => mail.text?.includes(marker)), `a mail containing ${marker}`, {
    timeoutMs: 10_000,
  });
  return sink.received.find((mail) => mail.text?.includes(marker))!;
}

/** A page in a fresh context; javaScriptEnabled false for the no-JavaScript runs. */
async function open(javaScriptEnabled: boolean, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(server.url + url);
  if (javaScriptEnabled) await wakeIslands(page);
  return { context, page };
}

/**
 * The project page and blog posts mount the contact and comment forms (the
 * integrator wires them); here their server-rendered markup is served on the
 * site's own origin, exactly what a visitor without JavaScript gets.
 */
async function openPrerendered(element: ReturnType<typeof createElement>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const url = `${server.url}/e2e-form`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><body>${renderToString(element)}</body></html>`,
    }),
  );
  await page.goto(url);
  return { context, page };
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

describe('forms with JavaScript off', () => {
  it('the enquiry form posts, lands on the thank-you page and the mail arrives with Reply-To and its Source', async () => {
    const { context, page } = await open(false, '/contact?utm_source=linkedin&utm_campaign=cloud-week');
    await fillEnquiry(page, 'nojs-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL('**/thank-you');
    assert.equal(await page.locator('h1').textContent(), 'Thank You for Getting in Touch!');
    const mail = await mailWith('nojs-enquiry');
    assert.equal(mail.replyTo?.value[0]?.address, 'jose@example.com');
    assert.equal(mail.subject, 'Enquiry from José Álvarez: Cloud Infrastructure');
    // No script ran: the server took the page from the Referer header.
    const source = mail.text?.slice(mail.text.indexOf('\n== Source ==\n')) ?? '';
    assert.ok(source.includes(`Page:\n> ${server.url}/contact?utm_source=linkedin&utm_campaign=cloud-week\n`), source);
    assert.match(source, /utm_source:\n> linkedin\nutm_campaign:\n> cloud-week\n/);
    await context.close();
  });

  it('the careers form uploads the resume; it arrives attached', async () => {
    const { context, page } = await open(false, '/career');
    await fillCareers(page, 'nojs-careers');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.waitForURL('**/thank-you');
    const mail = await mailWith('nojs-careers');
    assert.ok(mail.attachments[0]?.content.equals(pdf));
    await context.close();
  });

  it('the careers form is not sent without consent, and what the visitor typed stays', async () => {
    for (const javaScript of [false, true]) {
      const { context, page } = await open(javaScript, '/career');
      await fillCareers(page, `no-consent-${javaScript}`);
      await page.getByRole('checkbox', { name: /I agree/ }).uncheck();
      await page.getByRole('button', { name: 'Submit Profile' }).click();
      if (javaScript) await page.getByText('The consent must be accepted.').waitFor();
      else
        assert.equal(
          await page
            .getByRole('checkbox', { name: /I agree/ })
            .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
          true,
        );
      assert.equal(
        new URL(page.url()).pathname,
        '/career',
        `still on the form (JavaScript ${javaScript ? 'on' : 'off'})`,
      );
      assert.equal(await page.getByLabel('Your Name').inputValue(), 'Zoë Łukasz');
      assert.equal(
        await page.getByLabel('Message (optional)').inputValue(),
        `Senior React role. no-consent-${javaScript}`,
      );
      await context.close();
    }
  });

  it('the contact form and the comment form post and arrive', async () => {
    for (const [element, fill, marker] of [
      [
        createElement(ContactForm),
        async (page: Page) => {
          await page.getByLabel('Subject').selectOption({ label: 'Partnership' });
          await page.getByLabel('Message', { exact: true }).fill('Let us talk. nojs-contact');
        },
        'nojs-contact',
      ],
      [
        createElement(CommentForm, { postSlug: 'cloud-costs' }),
        async (page: Page) => {
          await page.getByLabel('Comment', { exact: true }).fill('Useful, thanks. nojs-comment');
        },
        'nojs-comment',
      ],
    ] as const) {
      const { context, page } = await openPrerendered(element);
      await page.getByLabel('Your Name').fill('Łukasz Nowak');
      await page.getByLabel(/Your Email/).fill('lukasz@example.com');
      await fill(page);
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/thank-you');
      await mailWith(marker);
      await context.close();
    }
  });

  it('a post with mistakes answers with a page listing what to fix, and nothing is sent', async () => {
    const { context, page } = await open(false, '/contact');
    await fillEnquiry(page, 'nojs-mistakes');
    // Mistakes the browser's own checks let through (required and type=email pass).
    await page.getByLabel('Your Name').fill('R2D2');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForSelector('h1');
    const text = await page.locator('body').innerText();
    assert.match(text, /Your Name: The name may only contain letters and spaces\./);
    assert.match(text, /Phone Number: The phone must be a valid phone number\./);
    assert.ok(await page.getByRole('link', { name: 'Back to the form' }).isVisible());
    assert.ok(!sink.received.some((mail) => mail.text?.includes('nojs-mistakes')));
    await context.close();
  });
});

describe('forms with JavaScript on', () => {
  it('the enquiry form sends by fetch, toasts the thank-you and clears itself; the mail arrives with its Source', async () => {
    const { context, page } = await open(true, '/contact?utm_source=ads&utm_medium=cpc');
    await fillEnquiry(page, 'fetch-enquiry');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByText(messages.form.enquirySent).waitFor();
    assert.equal(new URL(page.url()).pathname, '/contact', 'no navigation');
    assert.equal(await page.getByLabel('Your Name').inputValue(), '');
    const mail = await mailWith('fetch-enquiry'); // not 'js-enquiry', which 'nojs-enquiry' contains
    assert.ok(mail.text?.includes(`Page:\n> ${server.url}/contact?utm_source=ads&utm_medium=cpc\n`), mail.text);
    assert.match(mail.text ?? '', /utm_source:\n> ads\nutm_medium:\n> cpc\n/);
    assert.doesNotMatch(mail.text ?? '', /Partner site/);
    await context.close();
  });

  it('an invalid enquiry shows each message beside its field and focuses the first', async () => {
    const { context, page } = await open(true, '/contact');
    await page.getByLabel('Your Email').fill('jose@');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByText('The name field is required.').waitFor();
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'name');
    assert.equal(await page.getByLabel('Your Email').getAttribute('aria-invalid'), 'true');
    assert.ok(await page.getByText('The email must be a valid email address.').isVisible());
    await context.close();
  });

  it('the careers form uploads with XHR, toasts receipt; the resume arrives attached', async () => {
    const { context, page } = await open(true, '/career');
    await fillCareers(page, 'js-careers');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText(messages.form.resumeReceived).waitFor();
    const mail = await mailWith('js-careers');
    assert.ok(mail.attachments[0]?.content.equals(pdf));
    await context.close();
  });

  it('an executable named .pdf is refused by the server and the message shows beside the resume field', async () => {
    const { context, page } = await open(true, '/career');
    await fillCareers(page, 'js-fake', fakeResume);
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText(messages.form.unsupportedType).waitFor();
    assert.ok(await page.getByText('The resume must be a file of type: pdf, doc, docx, odt, rtf.').isVisible());
    assert.equal(await page.getByLabel('Resume', { exact: true }).getAttribute('aria-invalid'), 'true');
    await context.close();
  });
});
