// The server answers a post in the language its form spoke: the widget's
// hidden lang field, else the browser's Accept-Language (a post sent without
// JavaScript), else English. Its refusal page, its thank-you page and the
// acknowledgement mail follow it; the company's own mail stays English and says
// which language the visitor used. A real SMTP server on loopback takes the mail.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { until } from '../support/until.ts';
import { formData, post, startFormServer, validFields } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';

/** A post a browser without JavaScript sends: urlencoded, asking for a page. */
const nativePost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(url, new URLSearchParams(fields), {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html',
    ...headers,
  });

describe('the language of the server’s answers', () => {
  it('a native post with lang=de and a missing field gets a German page listing what to fix', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await nativePost(`${server.url}/mail/enquiry`, { ...validFields.enquiry, name: '', lang: 'de' });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /<html lang="de" dir="ltr">/);
    assert.match(html, /<h1>Bitte korrigieren Sie die markierten Felder und versuchen Sie es erneut\.<\/h1>/);
    assert.match(html, /<li>Das Feld „Name“ ist erforderlich\.<\/li>/);
    assert.match(html, />Zurück zum Formular<\/a>/);
    assert.ok(!/The Name field|Back to the form/.test(html), 'no English left');
  });

  it('without a lang field, the browser’s Accept-Language (de-AT) chooses German', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await nativePost(
      `${server.url}/mail/enquiry`,
      { ...validFields.enquiry, project: '' },
      { 'accept-language': 'fr-FR;q=0.9, de-AT, en;q=0.5' },
    );
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /<li>Das Feld „Leistung“ ist erforderlich\.<\/li>/);
  });

  it('in Arabic the page reads right to left; a language we do not speak gets English', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const arabic = await nativePost(`${server.url}/mail/contact`, { ...validFields.contact, message: ' ', lang: 'ar' });
    const html = await arabic.text();
    assert.match(html, /<html lang="ar" dir="rtl">/);
    assert.match(html, /<li>حقل «الرسالة» مطلوب\.<\/li>/);
    const french = await nativePost(`${server.url}/mail/contact`, { ...validFields.contact, message: ' ', lang: 'fr' });
    assert.match(await french.text(), /<li>The Message field is required\.<\/li>/);
  });

  it('fetch gets its field messages and its refusal in the lang the widget posted', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await post(
      `${server.url}/mail/contact`,
      formData({ ...validFields.contact, email: 'nope', lang: 'de' }),
    );
    assert.equal(res.status, 400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    assert.equal(body.message, 'Bitte korrigieren Sie die markierten Felder und versuchen Sie es erneut.');
    assert.deepEqual(body.errors, { email: '„E-Mail-Adresse“ muss eine gültige E-Mail-Adresse sein.' });
  });

  it('an accepted native post in German lands on a German thank-you page', async (t) => {
    const server = await startFormServer();
    t.after(() => server.close());
    const res = await nativePost(`${server.url}/mail/enquiry`, { ...validFields.enquiry, lang: 'de' });
    assert.equal(res.status, 303);
    const page = await fetch(new URL(res.headers.get('location')!, `${server.url}/mail/enquiry`));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<html lang="de" dir="ltr">/);
    assert.match(html, /<h1>Vielen Dank!<\/h1>/);
    assert.match(html, /Ihre Anfrage wurde gesendet/);
  });
});

describe('the mail of a post in German', () => {
  let sink: SmtpSink;
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('acknowledges the sender in German; the company’s mail stays English and names the language', async (t) => {
    const server = await startFormServer({
      SMTP_URL: sink.url,
      ACKNOWLEDGE_FORMS: 'enquiry,careers,contact',
      MAIL_TO: 'sales-de@veltrix.test',
      MAIL_FROM: 'web@veltrix.test',
    });
    t.after(() => server.close());
    const fields = { ...validFields.enquiry, email: 'kunde@example.de', lang: 'de' };
    assert.equal((await postVerified(`${server.url}/mail/enquiry`, formData(fields))).status, 202);
    const to = (address: string) => sink.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(address));
    const [ack] = await until(() => to('kunde@example.de'), 'the acknowledgement', { accept: (m) => m.length > 0 });
    assert.match(ack!.subject ?? '', /^Wir haben Ihre Anfrage erhalten/);
    assert.match(ack!.text ?? '', /^Guten Tag,/);
    assert.match(ack!.text ?? '', /innerhalb eines Werktags/);
    assert.equal(ack!.headers.get('content-language'), 'de');
    const [lead] = await until(() => to('sales-de@veltrix.test'), 'the company mail', { accept: (m) => m.length > 0 });
    assert.match(lead!.text ?? '', /^Language: German$/m);
    assert.match(lead!.text ?? '', /^Enquiry form, received /);
    assert.match(String(lead!.html), /<p>Language: German<\/p>/);
  });
});
