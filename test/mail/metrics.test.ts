// GET /metrics as Prometheus scrapes it, against the real app: form posts
// accepted and refused for each reason, leads delivered to a real SMTP server
// on loopback, retried by a webhook that answers 503 and given up by a Slack
// hook that answers 404, acknowledgements sent and suppressed, the queue's
// gauges and Node's own figures; every family read back from the text format.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { HONEYPOT_FIELD } from '../../mail/posts/form-limits.ts';
import { postOutcomes } from '../../mail/posts/post-outcome.ts';
import { until } from '../support/until.ts';
import { formData, post, startFormServer, validFields, type FormServer } from './form-post.ts';
import { parsePrometheusText, type Family } from './parse-prometheus-text.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { postVerified } from './solve-challenge.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const forms = ['enquiry', 'careers', 'contact', 'comment'];
/** Refused posts a client may make in a minute: the test makes exactly these, then one more. */
const REFUSED_PER_MINUTE = 5;

let sink: SmtpSink;
let webhook: WebhookReceiver;
let slack: WebhookReceiver;
let server: FormServer;
let started: number;

before(async () => {
  sink = await startSmtpSink();
  webhook = await startWebhookReceiver(secret);
  slack = await startWebhookReceiver(secret);
  // The webhook is busy (503, tried again in a minute, long after the test); Slack refuses for good (404).
  webhook.answers.push(...Array.from({ length: 50 }, () => ({ status: 503 })));
  slack.answers.push(...Array.from({ length: 50 }, () => ({ status: 404 })));
  server = await startFormServer(
    {
      SMTP_URL: sink.url,
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET: secret,
      SLACK_WEBHOOK_URL: slack.url,
      ACKNOWLEDGE_FORMS: 'enquiry',
      HEALTHZ_TOKEN: TOKEN,
      MAIL_REFUSED_PER_MINUTE: String(REFUSED_PER_MINUTE),
    },
    { retry: { baseMs: 60_000, maxMs: 60_000 } },
  );
  started = Date.now();
});
after(async () => {
  await server?.close();
  await Promise.all([sink?.close(), webhook?.close(), slack?.close()]);
});

/** What Prometheus would read, with the operator's token. */
async function scrape(): Promise<Map<string, Family>> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

/** A family's samples named `name` (the family's own, or its `_count`, `_sum`), as { 'label=value,…': value }. */
function values(families: Map<string, Family>, family: string, name = family): Record<string, number> {
  const found = families.get(family);
  assert.ok(found, `${family} is exposed`);
  return Object.fromEntries(
    found.samples
      .filter((sample) => sample.name === name)
      .map((sample) => [
        Object.entries(sample.labels)
          .map(([label, value]) => `${label}=${value}`)
          .join(','),
        sample.value,
      ]),
  );
}

/** Only the samples above zero: what happened, without the series listed at 0. */
const nonZero = (figures: Record<string, number>) =>
  Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));

describe('GET /metrics', () => {
  it('is refused without the token, with a wrong one, and off (404) when HEALTHZ_TOKEN is unset', async (t) => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of wrong) {
      const res = await fetch(`${server.url}/metrics`, { headers });
      assert.equal(res.status, 401, JSON.stringify(headers));
      assert.equal(res.headers.get('www-authenticate'), 'Bearer');
      assert.doesNotMatch(await res.text(), /mail_|process_|nodejs_/);
    }
    const unset = await startFormServer();
    t.after(() => unset.close());
    const any: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of any) {
      const res = await fetch(`${unset.url}/metrics`, { headers });
      assert.equal(res.status, 404);
      assert.match(((await res.json()) as { message: string }).message, /set HEALTHZ_TOKEN/);
    }
  });

  it('counts each post by form and outcome, times it, and counts every delivery, acknowledgement and the queue', async () => {
    // A burst of accepted posts: three enquiries from one address (one acknowledgement, two suppressed), two contacts, a comment.
    for (const form of ['enquiry', 'enquiry', 'enquiry', 'contact', 'contact', 'comment'] as const)
      assert.equal((await postVerified(`${server.url}/mail/${form}`, formData(validFields[form]))).status, 202);
    // A bot: told "accepted", counted as spam.
    const bot = formData({ ...validFields.contact, [HONEYPOT_FIELD]: 'https://spam.example' });
    assert.equal((await post(`${server.url}/mail/contact`, bot)).status, 202);
    // Refusals, one client's whole budget of them: then 429.
    const { email: _missing, ...noEmail } = validFields.enquiry;
    assert.equal((await post(`${server.url}/mail/enquiry`, formData(noEmail))).status, 400);
    assert.equal((await post(`${server.url}/mail/enquiry`, formData({ ...noEmail, phone: 'x' }))).status, 400);
    const huge = formData({ ...validFields.enquiry, message: 'x'.repeat(40 * 1024) });
    assert.equal((await post(`${server.url}/mail/enquiry`, huge)).status, 413);
    const evil = { origin: 'https://evil.example' };
    assert.equal((await post(`${server.url}/mail/contact`, formData(validFields.contact), evil)).status, 403);
    const text = { 'content-type': 'text/plain' };
    assert.equal((await post(`${server.url}/mail/comment`, 'comment=hello', text)).status, 415);
    assert.equal((await post(`${server.url}/mail/comment`, formData(validFields.comment))).status, 429);

    const expectedDeliveries = {
      'destination=mail,outcome=delivered': 6,
      'destination=acknowledgement,outcome=delivered': 3,
      'destination=webhook:webhook,outcome=retry': 6,
      'destination=slack,outcome=given_up': 6,
    };
    await until(() => sink.received.length === 7, 'six company mails and one acknowledgement');
    // The queue is read at most once a second: scrape until a reading after the last settlement.
    let last = '';
    const settled = await until(async () => {
      const reading = await scrape();
      const depth = values(reading, 'mail_queue_depth');
      const done =
        isDeepStrictEqual(nonZero(values(reading, 'mail_deliveries_total')), expectedDeliveries) &&
        depth['destination=mail'] === 0 &&
        depth['destination=acknowledgement'] === 0 &&
        depth['destination=slack'] === 0;
      last = JSON.stringify({ deliveries: values(reading, 'mail_deliveries_total'), depth });
      await delay(100);
      return done && reading;
    }, 'every delivery settled, retried or given up, and the queue read after it').catch((error: Error) =>
      assert.fail(`${error.message}: ${last}`),
    );
    assert.ok(settled);
    const families = settled;
    const seconds = (Date.now() - started) / 1000;

    // Every family has its help and type; ours are these, under the mail_ prefix.
    for (const [name, family] of families) {
      assert.ok(family.help.length > 10, `${name} has HELP`);
      assert.notEqual(family.type, 'untyped', `${name} has TYPE`);
    }
    assert.deepEqual([...families.keys()].filter((name) => name.startsWith('mail_')).sort(), [
      'mail_acknowledgements_sent_total',
      'mail_acknowledgements_suppressed_total',
      'mail_deliveries_total',
      'mail_delivery_latency_seconds',
      'mail_form_post_duration_seconds',
      'mail_form_posts_total',
      'mail_queue_depth',
      'mail_queue_given_up',
      'mail_queue_oldest_age_seconds',
      'mail_queue_up',
    ]);

    const posts = values(families, 'mail_form_posts_total');
    assert.equal(families.get('mail_form_posts_total')?.type, 'counter');
    assert.equal(Object.keys(posts).length, forms.length * postOutcomes.length, 'every form and outcome, from 0');
    assert.deepEqual(nonZero(posts), {
      'form=enquiry,outcome=accepted': 3,
      'form=enquiry,outcome=invalid': 2,
      'form=enquiry,outcome=too_large': 1,
      'form=contact,outcome=accepted': 2,
      'form=contact,outcome=spam': 1,
      'form=contact,outcome=origin_refused': 1,
      'form=comment,outcome=accepted': 1,
      'form=comment,outcome=unsupported_type': 1,
      'form=comment,outcome=rate_limited': 1,
    });

    const intake = 'mail_form_post_duration_seconds';
    assert.equal(families.get(intake)?.type, 'histogram');
    assert.deepEqual(values(families, intake, `${intake}_count`), {
      'form=enquiry,result=accepted': 3,
      'form=enquiry,result=refused': 3,
      'form=contact,result=accepted': 2,
      'form=contact,result=refused': 2,
      'form=comment,result=accepted': 1,
      'form=comment,result=refused': 2,
    });
    assertHistogram(families.get(intake)!, seconds);

    assert.equal(families.get('mail_deliveries_total')?.type, 'counter');
    const deliveries = values(families, 'mail_deliveries_total');
    assert.equal(Object.keys(deliveries).length, 4 * 3, 'each destination and outcome, from 0');
    assert.deepEqual(nonZero(deliveries), expectedDeliveries);
    assert.equal(sink.received.length, 6 + 1, 'six company mails and one acknowledgement reached the relay');

    const latency = 'mail_delivery_latency_seconds';
    assert.equal(families.get(latency)?.type, 'histogram');
    assert.deepEqual(values(families, latency, `${latency}_count`), {
      'destination=mail': 6,
      'destination=acknowledgement': 3,
    });
    assertHistogram(families.get(latency)!, seconds);

    assert.deepEqual(values(families, 'mail_acknowledgements_sent_total'), { '': 1 });
    assert.deepEqual(values(families, 'mail_acknowledgements_suppressed_total'), {
      'reason=within_hour': 2,
      'reason=no_address': 0,
      'reason=cap': 0,
      'reason=unverified': 0,
    });

    assert.equal(families.get('mail_queue_depth')?.type, 'gauge');
    assert.deepEqual(values(families, 'mail_queue_depth'), {
      'destination=mail': 0,
      'destination=acknowledgement': 0,
      'destination=webhook:webhook': 6,
      'destination=slack': 0,
    });
    const oldest = values(families, 'mail_queue_oldest_age_seconds');
    assert.equal(oldest['destination=mail'], 0);
    assert.equal(oldest['destination=slack'], 0);
    const webhookAge = oldest['destination=webhook:webhook']!;
    assert.ok(webhookAge >= 0 && webhookAge <= Math.ceil(seconds), `the webhook's oldest is ${webhookAge} s old`);
    assert.deepEqual(nonZero(values(families, 'mail_queue_given_up')), { 'destination=slack': 6 });
    assert.deepEqual(values(families, 'mail_queue_up'), { '': 1 });

    // Node's own figures, from the same registry.
    assert.equal(families.get('process_cpu_user_seconds_total')?.type, 'counter');
    assert.equal(families.get('nodejs_eventloop_lag_seconds')?.type, 'gauge');
    assert.ok((values(families, 'process_resident_memory_bytes')[''] ?? 0) > 0, 'its memory');
  });
});

/** Each series' buckets only grow, end in +Inf at its count, and its sum is at most count × the test's length. */
function assertHistogram(family: Family, seconds: number): void {
  const key = (labels: Record<string, string>) =>
    JSON.stringify(Object.entries(labels).filter(([name]) => name !== 'le'));
  const series = new Map<string, { buckets: [number, number][]; sum?: number; count?: number }>();
  for (const { name, labels, value } of family.samples) {
    const entry = series.get(key(labels)) ?? { buckets: [] };
    if (name.endsWith('_bucket')) entry.buckets.push([Number(labels.le === '+Inf' ? Infinity : labels.le), value]);
    else if (name.endsWith('_sum')) entry.sum = value;
    else entry.count = value;
    series.set(key(labels), entry);
  }
  for (const [labels, { buckets, sum = NaN, count = NaN }] of series) {
    for (let i = 1; i < buckets.length; i++) {
      assert.ok(buckets[i]![0] > buckets[i - 1]![0], `${labels}: bounds rise`);
      assert.ok(buckets[i]![1] >= buckets[i - 1]![1], `${labels}: buckets are cumulative`);
    }
    assert.deepEqual(buckets.at(-1), [Infinity, count], `${labels}: +Inf holds every observation`);
    assert.ok(sum >= 0 && sum <= count * seconds, `${labels}: sum ${sum} within ${count} × ${seconds} s`);
  }
}
