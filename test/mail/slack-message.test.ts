import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LeadRecord } from '../../mail/delivery/lead-event.ts';
import { EXCERPT_MAX, slackMessage } from '../../mail/delivery/webhooks/slack-message.ts';

const enquiry: LeadRecord = {
  id: '1764000000000-aa',
  receivedAt: new Date('2026-11-24T10:00:00Z'),
  form: 'enquiry',
  fields: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    project: 'cloud-infrastructure',
    message: 'We run 40 VMs on premises and want to move them by spring.',
  },
  source: { source_page: 'https://www.example.com/services/cloud', partner_origin: 'https://partner.example' },
};

/** Every piece of text a person would read in the message. */
const shown = (message: ReturnType<typeof slackMessage>) => JSON.stringify(message.blocks);

test('the message names the sender, the form, the service by its label, the partner and a mailto link', () => {
  const message = slackMessage(enquiry);
  assert.equal(message.text, 'Enquiry from Ada Lovelace: Cloud Infrastructure');
  const text = shown(message);
  assert.match(text, /Enquiry from Ada Lovelace: Cloud Infrastructure/);
  assert.match(text, /\*Service\*\\nCloud Infrastructure/);
  assert.match(text, /\*Partner site\*\\nhttps:\/\/partner.example/);
  assert.match(text, /<mailto:ada@example.com\|ada@example.com>/);
});

test('a lead in another language than English names it, so the reply is in it; English goes unsaid', () => {
  const german = shown(slackMessage({ ...enquiry, source: { ...enquiry.source, language: 'de' } }));
  assert.match(german, /\*Language\*\\nGerman/);
  assert.doesNotMatch(shown(slackMessage(enquiry)), /Language/);
});

test('without a partner the page it was sent from is named', () => {
  const text = shown(slackMessage({ ...enquiry, source: { source_page: 'https://www.example.com/contact' } }));
  assert.match(text, /\*Page\*\\nhttps:\/\/www.example.com\/contact/);
});

test('it carries at most the first 300 characters of the message and nothing of the attachment', () => {
  const long = 'x'.repeat(1000);
  const careers: LeadRecord = {
    ...enquiry,
    form: 'careers',
    fields: { name: 'Grace Hopper', email: 'grace@example.com', message: long },
    attachment: { filename: 'resume-grace.pdf', contentType: 'application/pdf', size: 4000 },
  };
  const text = shown(slackMessage(careers));
  assert.equal(text.includes('x'.repeat(EXCERPT_MAX)), false);
  assert.ok(text.includes(`${'x'.repeat(EXCERPT_MAX - 1)}…`));
  assert.equal(text.includes('resume-grace'), false);
});

test("a visitor's text cannot mention @channel or plant a link", () => {
  const text = shown(
    slackMessage({
      ...enquiry,
      fields: { ...enquiry.fields, message: '<!channel> see <https://evil.example|our offer>' },
    }),
  );
  assert.equal(text.includes('<!channel>'), false);
  assert.equal(text.includes('<https://evil.example'), false);
  assert.match(text, /&lt;!channel&gt;/);
});

test('an address that is not a plain e-mail gets no mailto link', () => {
  const text = shown(slackMessage({ ...enquiry, fields: { ...enquiry.fields, email: 'x@y.example>|<!here' } }));
  assert.equal(text.includes('mailto:'), false);
});
