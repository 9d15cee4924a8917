import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../mail/config.ts';
import { site } from '../../src/content/site.ts';

test('with no environment the server listens on 127.0.0.1:8080, serves ./dist and mails the company', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 8080);
  assert.equal(config.HOST, '127.0.0.1');
  assert.equal(config.DIST_DIR, path.resolve('dist'));
  assert.equal(config.DATA_DIR, path.resolve('var'));
  assert.equal(config.SMTP_URL, undefined);
  assert.equal(config.MAIL_TO, site.email);
  assert.equal(config.MAIL_FROM, site.email);
  assert.deepEqual(config.PARTNER_ORIGINS, []);
  assert.equal(config.MAIL_RETRY_HOURS, 48);
  assert.deepEqual(config.TRUST_PROXY, [], 'no proxy trusted: the socket address is the client');
  assert.equal(config.PUBLIC_ORIGIN, undefined);
  assert.equal(config.MAIL_RATE_PER_MINUTE, 20);
  assert.equal(config.MAIL_REFUSED_PER_MINUTE, 30);
});

test('blank variables, as .env files leave them, count as unset', () => {
  const config = loadConfig({ PORT: '', SMTP_URL: ' ', MAIL_TO: '', PARTNER_ORIGINS: '' });
  assert.equal(config.PORT, 8080);
  assert.equal(config.SMTP_URL, undefined);
  assert.equal(config.MAIL_TO, site.email);
});

test('a PORT that is not a port number stops start-up with a message naming PORT', () => {
  for (const PORT of ['eighty', '70000', '-1', '80.5']) {
    assert.throws(
      () => loadConfig({ PORT }),
      new RegExp(`PORT: must be a whole number from 0 to 65535 \\(got "${PORT}"\\)`),
    );
  }
});

test('partner origins are read as a list of exact origins', () => {
  const config = loadConfig({ PARTNER_ORIGINS: 'https://partner.example, http://localhost:3000' });
  assert.deepEqual(config.PARTNER_ORIGINS, ['https://partner.example', 'http://localhost:3000']);
});

test('a PARTNER_ORIGINS entry that is not an origin stops start-up, quoting the entry', () => {
  for (const entry of [
    'https://partner.example/',
    'https://partner.example/shop',
    'partner.example',
    'ftp://partner.example',
  ]) {
    assert.throws(
      () => loadConfig({ PARTNER_ORIGINS: `https://ok.example,${entry}` }),
      (error: Error) =>
        error.message.includes('PARTNER_ORIGINS') && error.message.includes(`"${entry}" is not an origin`),
      entry,
    );
  }
});

test('an SMTP_URL that is not smtp:// or smtps:// stops start-up without printing its password', () => {
  assert.throws(
    () => loadConfig({ SMTP_URL: 'https://user:hunter2@relay.example' }),
    (error: Error) => {
      return (
        /SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//.test(error.message) &&
        !error.message.includes('hunter2')
      );
    },
  );
  assert.equal(
    loadConfig({ SMTP_URL: 'smtps://user:pw@relay.example:465' }).SMTP_URL,
    'smtps://user:pw@relay.example:465',
  );
});

test('a MAIL_TO that is not an e-mail address stops start-up', () => {
  assert.throws(() => loadConfig({ MAIL_TO: 'sales team' }), /MAIL_TO: must be an e-mail address/);
});

test('a retry window that is not a positive number of hours stops start-up', () => {
  assert.equal(loadConfig({ MAIL_RETRY_HOURS: '0.5' }).MAIL_RETRY_HOURS, 0.5);
  assert.throws(
    () => loadConfig({ MAIL_RETRY_HOURS: '0' }),
    /MAIL_RETRY_HOURS: must be a number of hours greater than 0/,
  );
  assert.throws(() => loadConfig({ MAIL_RETRY_HOURS: 'forever' }), /MAIL_RETRY_HOURS/);
});

test('every bad variable is reported at once, not one per restart', () => {
  assert.throws(
    () => loadConfig({ PORT: 'x', MAIL_FROM: 'y' }),
    (error: Error) => /PORT/.test(error.message) && /MAIL_FROM/.test(error.message),
  );
});

test('TRUST_PROXY is read as a list of proxy addresses and CIDR blocks, IPv4 and IPv6', () => {
  const config = loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1, fd00::/8' });
  assert.deepEqual(config.TRUST_PROXY, ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  assert.deepEqual(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY, []);
});

test('TRUST_PROXY may instead be a hop count alone, from 1 to 10', () => {
  assert.equal(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY, 1);
  assert.equal(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY, 2);
  for (const hops of ['0', '11'])
    assert.throws(() => loadConfig({ TRUST_PROXY: hops }), /TRUST_PROXY: "\d+" is not a hop count from 1 to 10/);
});

test('a TRUST_PROXY list with a hop count, true, a block of every address or no address stops start-up, quoting the entry', () => {
  for (const entry of [
    '1',
    'true',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/33',
    '10.0.0.0/8/8',
    'proxy.internal',
    '300.1.1.1',
  ]) {
    assert.throws(
      () => loadConfig({ TRUST_PROXY: `127.0.0.1,${entry}` }),
      (error: Error) =>
        error.message.includes(
          `TRUST_PROXY: "${entry}" is not a proxy address or CIDR block like 127.0.0.1 or 10.0.0.0/8`,
        ),
      entry,
    );
  }
});

test('PUBLIC_ORIGIN must be an exact origin, as a browser sends it in Origin', () => {
  assert.equal(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.com' }).PUBLIC_ORIGIN, 'https://www.example.com');
  assert.equal(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).PUBLIC_ORIGIN, 'http://localhost:8080');
  for (const entry of [
    'https://www.example.com/',
    'https://www.example.com/contact',
    'www.example.com',
    'https://user@www.example.com',
    'HTTPS://WWW.EXAMPLE.COM',
  ]) {
    assert.throws(
      () => loadConfig({ PUBLIC_ORIGIN: entry }),
      (error: Error) =>
        error.message.includes(`PUBLIC_ORIGIN: "${entry}" is not an origin like https://www.example.com`),
      entry,
    );
  }
});

test('a refused-post budget that is not a whole number above 0 stops start-up', () => {
  assert.equal(loadConfig({ MAIL_REFUSED_PER_MINUTE: '100' }).MAIL_REFUSED_PER_MINUTE, 100);
  for (const value of ['0', '-5', '2.5', 'lots']) {
    assert.throws(
      () => loadConfig({ MAIL_REFUSED_PER_MINUTE: value }),
      /MAIL_REFUSED_PER_MINUTE: must be a whole number of form posts per minute greater than 0/,
    );
  }
});

test('a HEALTHZ_TOKEN shorter than 16 characters, or with spaces, stops start-up without printing it', () => {
  for (const token of ['short-secret', 'a token with spaces in it'])
    assert.throws(
      () => loadConfig({ HEALTHZ_TOKEN: token }),
      (error: Error) =>
        /HEALTHZ_TOKEN: (must be at least 16|may hold only)/.test(error.message) && !error.message.includes(token),
      token,
    );
  const token = '9f86d081884c7d659a2feaa0c55ad015';
  assert.equal(loadConfig({ HEALTHZ_TOKEN: token }).HEALTHZ_TOKEN, token);
  assert.equal(loadConfig({ HEALTHZ_TOKEN: ' ' }).HEALTHZ_TOKEN, undefined, 'blank: no one gets the details');
});

test('the sender of an enquiry, application or contact message is acknowledged unless ACKNOWLEDGE_FORMS says otherwise', () => {
  assert.deepEqual(loadConfig({}).ACKNOWLEDGE_FORMS, ['enquiry', 'careers', 'contact']);
  assert.deepEqual(loadConfig({ ACKNOWLEDGE_FORMS: ' careers , enquiry,careers' }).ACKNOWLEDGE_FORMS, [
    'careers',
    'enquiry',
  ]);
  assert.deepEqual(loadConfig({ ACKNOWLEDGE_FORMS: '' }).ACKNOWLEDGE_FORMS, [], 'empty: none');
  assert.deepEqual(loadConfig({ ACKNOWLEDGE_FORMS: ' ' }).ACKNOWLEDGE_FORMS, []);
});

test('an ACKNOWLEDGE_FORMS entry that is not a form with an acknowledgement stops the boot naming it', () => {
  for (const entry of ['comment', 'Enquiry', 'newsletter'])
    assert.throws(
      () => loadConfig({ ACKNOWLEDGE_FORMS: `enquiry,${entry}` }),
      new RegExp(
        `ACKNOWLEDGE_FORMS: "${entry}" is not a form with an acknowledgement \\(enquiry, careers, contact; empty for none\\)`,
      ),
    );
});

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

test('a webhook needs both WEBHOOK_URL and a whsec_ WEBHOOK_SECRET; either alone or a bad key stops start-up unprinted', () => {
  assert.throws(() => loadConfig({ WEBHOOK_URL: 'https://crm.example/hooks' }), /WEBHOOK_SECRET: must be set/);
  assert.throws(() => loadConfig({ WEBHOOK_SECRET: secret }), /WEBHOOK_URL: must be set/);
  assert.throws(
    () => loadConfig({ WEBHOOK_URL: 'https://crm.example/hooks', WEBHOOK_SECRET: 'hunter2-not-a-key' }),
    (error: Error) =>
      /WEBHOOK_SECRET: must be a Standard Webhooks key/.test(error.message) && !/hunter2/.test(error.message),
  );
  assert.throws(() => loadConfig({ WEBHOOK_URL: 'ftp://crm.example', WEBHOOK_SECRET: secret }), /WEBHOOK_URL: must be/);
  const config = loadConfig({ WEBHOOK_URL: 'https://crm.example/hooks', WEBHOOK_SECRET: secret });
  assert.equal(config.WEBHOOK_SECRET, secret);
});

test('WEBHOOK_CONFIG is read and checked at start-up: names unique, keys whsec_, the file named in the error', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhook-config-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'webhooks.json');
  const hook = { name: 'crm', url: 'https://crm.example/hooks', secret };
  await writeFile(file, JSON.stringify([hook, { ...hook, name: 'hr', forms: ['careers'] }]));
  assert.deepEqual(
    loadConfig({ WEBHOOK_CONFIG: file }).WEBHOOK_CONFIG.map(({ name, forms }) => [name, forms]),
    [
      ['crm', undefined],
      ['hr', ['careers']],
    ],
  );
  for (const [content, expected] of [
    [JSON.stringify([hook, hook]), /WEBHOOK_CONFIG: .*webhooks\.json: \[1\]\.name: "crm" is used twice/],
    [JSON.stringify([{ ...hook, secret: 'plain' }]), /\[0\]\.secret: must be a Standard Webhooks key/],
    ['[{', /could not be read as JSON/],
  ] as const) {
    await writeFile(file, content);
    assert.throws(() => loadConfig({ WEBHOOK_CONFIG: file }), expected);
  }
  assert.throws(() => loadConfig({ WEBHOOK_CONFIG: path.join(dir, 'missing.json') }), /WEBHOOK_CONFIG: .*ENOENT/);
});
