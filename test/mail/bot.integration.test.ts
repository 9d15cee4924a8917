// The bot that once got every post into every destination: it reads /contact,
// fills every visible field with plausible words, sends the site's own Origin
// and posts from 50 loopback addresses. Without the browser's proof-of-work, its
// leads may reach the company's inbox, marked unverified, and nowhere else:
// no webhook, no Slack, no acknowledgement to the address it typed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { leadMail } from '../../src/content/lead-mail.ts';
import { startLeadSite } from '../support/lead-site.ts';
import { until } from '../support/until.ts';
import { runEnquiryBot } from './enquiry-bot.ts';

/** How long the bot posts: BOT_SECONDS, or the 60 s of the run that once got every post everywhere. */
const seconds = Number(process.env.BOT_SECONDS ?? 60);

/** 127.0.0.2 … 127.0.0.51: Linux answers every 127/8 address on loopback. */
const addresses = Array.from({ length: 50 }, (_, i) => `127.0.0.${i + 2}`);

/**
 * Waits until `count()` reaches `want` for as long as it keeps growing: how fast
 * the backlog drains depends on how busy the machine is, so what fails is a
 * count that stops short for 90 s (a lost or stuck lead), not a slow machine.
 * 90 s outlasts the queue's 30 s poll and a few retries' backoff, which a relay
 * slowed by a loaded machine can cause without anything being lost.
 */
async function whileArriving(count: () => number, want: number, what: string): Promise<void> {
  let last = count();
  let grewAt = Date.now();
  while (last < want) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = count();
    if (now > last) [last, grewAt] = [now, Date.now()];
    if (Date.now() - grewAt > 90_000) assert.fail(`${what} stopped at ${last} of ${want} for 90 s`);
  }
}

describe('a bot posting the enquiry form without running the page', () => {
  it('gets no lead to the webhook, Slack or an acknowledgement, and each mail that reaches the company says Unverified', async (t) => {
    const site = await startLeadSite();
    t.after(() => site.close());
    const { fields, statuses } = await runEnquiryBot(site.url, addresses, seconds * 1000);
    assert.deepEqual(
      fields.filter((field) => !field.skipped && field.type !== 'hidden').map((field) => field.name),
      ['name', 'email', 'phone', 'project', 'message'],
      'the bot filled what a person sees',
    );
    // Accepted: 303 to the thank-you page, as the server answers a plain form post.
    const accepted = statuses[303] ?? 0;
    t.diagnostic(`${seconds} s from ${addresses.length} addresses: ${JSON.stringify(statuses)} (status: posts)`);
    assert.ok(accepted > 0, `the server took some of the bot's posts in (${JSON.stringify(statuses)})`);
    const started = Date.now();
    await whileArriving(() => site.companyMail().length, accepted, 'company mails');
    t.diagnostic(`all ${accepted} company mails in ${Date.now() - started} ms after the bot stopped`);
    await until(() => site.queued(), 'an empty queue', { accept: (depth) => depth === 0, timeoutMs: 60_000 });

    const mails = site.companyMail();
    assert.equal(mails.length, accepted);
    const unmarked = mails.filter((mail) => {
      const source = mail.text?.slice(mail.text.indexOf('== Source ==\n') + '== Source ==\n'.length) ?? '';
      return !source.startsWith(leadMail.verdict.unverified);
    });
    assert.equal(unmarked.length, 0, `company mails not marked unverified: ${unmarked.length} of ${mails.length}`);
    assert.equal(site.webhook.received.length, 0, 'leads at the webhook');
    assert.equal(site.slack.received.length, 0, 'leads at Slack');
    assert.equal(site.acknowledgements().length, 0, 'acknowledgements sent to the addresses the bot typed');
  });
});
