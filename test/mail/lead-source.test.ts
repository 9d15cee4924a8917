// Where a lead came from, end to end: posts to the real server, the mail read
// back from a real SMTP server on loopback as the person triaging it reads it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { formData, post, startFormServer, validFields, type FormServer } from './form-post.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { until } from '../support/until.ts';

const partner = 'https://www.partner.example';
let sink: SmtpSink;
let server: FormServer;
before(async () => {
  sink = await startSmtpSink();
  server = await startFormServer({ SMTP_URL: sink.url, PARTNER_ORIGINS: partner, MAIL_RATE_PER_MINUTE: '1000' });
});
after(async () => {
  await server.close();
  await sink.close();
});

/** The mail whose Message-ID carries the id a 202 answered with. */
async function delivered(res: Response): Promise<ParsedMail> {
  assert.equal(res.status, 202, await res.clone().text());
  const { id } = (await res.json()) as { id: string };
  await until(() => sink.received.some((m) => m.messageId?.includes(id)), `mail ${id}`);
  return sink.received.find((m) => m.messageId?.includes(id))!;
}

/** The text part's Source block, from its heading to the blank line that ends it. */
const sourceBlock = (mail: ParsedMail) => /\n== Source ==\n(?:.+\n)*/.exec(mail.text ?? '')?.[0] ?? '';

const campaignPage = `${partner}/cloud?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=aws&utm_content=hero`;

describe('the Source block of the mail', () => {
  it('the delivered mail shows the utm_* values, the page URL and the verified partner origin, under a subject naming the sender and the service', async () => {
    const fields = {
      ...validFields.enquiry,
      source_page: campaignPage,
      source_referrer: 'https://www.google.com/',
      source_label: 'spring-fair',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'aws',
      utm_content: 'hero',
    };
    const mail = await delivered(await post(`${server.url}/mail/enquiry`, formData(fields), { origin: partner }));
    assert.equal(mail.subject, 'Enquiry from José Álvarez: Cloud Infrastructure');
    const block = sourceBlock(mail);
    assert.match(block, /Partner site: https:\/\/www\.partner\.example \(verified/);
    assert.match(block, /\nPartner label:\n> spring-fair\n/);
    assert.ok(block.includes(`\nPage:\n> ${campaignPage}\n`), block);
    assert.match(block, /\nReferrer:\n> https:\/\/www\.google\.com\/\n/);
    for (const [key, value] of Object.entries({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: 'aws',
      content: 'hero',
    }))
      assert.ok(block.includes(`\nutm_${key}:\n> ${value}\n`), `utm_${key}`);
    // Before anything the visitor typed, in both parts.
    assert.ok((mail.text ?? '').indexOf('\n== Source ==\n') < (mail.text ?? '').indexOf('José Álvarez'));
    const html = String(mail.html);
    assert.ok(html.indexOf('<h3>Source</h3>') < html.indexOf('José Álvarez'));
    assert.ok(html.includes(`<a href="${campaignPage.replaceAll('&', '&amp;')}">`));
  });

  it('a forged Origin is refused and no field can claim a partner', async () => {
    const forged = await post(`${server.url}/mail/enquiry`, formData(validFields.enquiry), {
      origin: 'https://evil.example',
    });
    assert.equal(forged.status, 403);

    const claims = { partner_origin: partner, source_partner: partner, partner: partner, origin: partner };
    for (const headers of [{}, { origin: server.url }] as Record<string, string>[]) {
      const mail = await delivered(
        await post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, ...claims }), headers),
      );
      assert.doesNotMatch(sourceBlock(mail), /Partner site/);
      assert.ok(!String(mail.html).includes('Partner site'));
    }
  });

  it('a 10 KB utm_campaign is cut to 200 characters and the post still goes through', async () => {
    const mail = await delivered(
      await post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, utm_campaign: 'x'.repeat(10_000) })),
    );
    const campaign = /utm_campaign:\n> (.*)\n/.exec(sourceBlock(mail))?.[1] ?? '';
    assert.equal([...campaign].length, 200);
    assert.match(campaign, /^x+…$/);
  });

  it('a javascript: page or referrer is not shown, let alone as a link; markup in a utm value is escaped', async () => {
    const mail = await delivered(
      await post(
        `${server.url}/mail/enquiry`,
        formData({
          ...validFields.enquiry,
          source_page: 'javascript:alert(document.cookie)//https://example.com',
          source_referrer: 'data:text/html,<script>alert(1)</script>',
          utm_source: '<script>alert(1)</script>',
          utm_medium: 'email\r\nBcc: victim@example.org',
        }),
      ),
    );
    const html = String(mail.html);
    assert.doesNotMatch(html, /javascript:|data:text|<a |<script>/);
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.doesNotMatch(sourceBlock(mail), /Page:|Referrer:/);
    assert.match(sourceBlock(mail), /utm_medium:\n> email Bcc: victim@example\.org\n/);
    assert.equal(mail.bcc, undefined);
  });

  it('a post with U+202E and U+2066 in utm_source, source_label, name and message delivers a mail that holds neither', async () => {
    const bidi = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/;
    const mail = await delivered(
      await post(
        `${server.url}/mail/enquiry`,
        formData({
          ...validFields.enquiry,
          name: 'José\u202E Álvarez',
          message: 'Hello\u2066 there\u2069',
          utm_source: 'news\u202Eletter\u2066',
          source_label: '\u2066spring\u202E-fair\u2069',
        }),
      ),
    );
    for (const part of [mail.subject ?? '', mail.text ?? '', String(mail.html)]) assert.doesNotMatch(part, bidi);
    assert.match(sourceBlock(mail), /\nPartner label:\n> spring-fair\n/);
    assert.match(sourceBlock(mail), /\nutm_source:\n> newsletter\n/);
    assert.equal(mail.subject, 'Enquiry from José Álvarez: Cloud Infrastructure');
    assert.match(mail.text ?? '', /\nMessage:\n> Hello there\n/);
  });

  it('a long name is cut in the subject, which stays one short line', async () => {
    const name = `Ada ${'Lovelace '.repeat(12)}Byron`;
    const mail = await delivered(await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, name })));
    assert.match(mail.subject ?? '', /^Message from Ada Lovelace Lovelace .*…: Partnership$/);
    assert.ok((mail.subject ?? '').length < 100);
  });

  it('a form posted without JavaScript gets its Source block from the Referer: the page and its utm_* parameters', async () => {
    const page = 'http://www.veltrix.test/contact?utm_source=linkedin&utm_campaign=cloud-week';
    const res = await post(`${server.url}/mail/enquiry`, new URLSearchParams(validFields.enquiry), {
      accept: 'text/html',
      referer: page,
    });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/thank-you');
    await until(() => sink.received.some((m) => m.text?.includes(`Page:\n> ${page}`)), 'the plain post’s mail');
    const block = sourceBlock(sink.received.find((m) => m.text?.includes(`Page:\n> ${page}`))!);
    assert.match(block, /utm_source:\n> linkedin\n/);
    assert.match(block, /utm_campaign:\n> cloud-week\n/);
    assert.doesNotMatch(block, /Partner site|Referrer:/);
  });
});
