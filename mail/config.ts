import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { acknowledgedForms, type AcknowledgedForm } from '../src/content/acknowledgement.ts';
import { site } from '../src/content/site.ts';
import { readWebhookConfig, webhookSecret, webhookUrl, type NamedWebhook } from './delivery/webhook-config.ts';

/** A variable that is unset or blank counts as absent, as `.env` files and CI forms leave them blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const dir = (fallback: string) =>
  optional(z.string().default(fallback)).transform((value) => path.resolve(process.cwd(), value));

const email = (fallback: string) => optional(z.email('must be an e-mail address').default(fallback));

const smtpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol),
    'must be a URL starting with smtp:// or smtps://, e.g. smtp://user:pass@relay.example.com:587',
  );

const isOrigin = (entry: string) =>
  URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol) && new URL(entry).origin === entry;

const notOrigin = (entry: string, example: string) =>
  `"${entry}" is not an origin like ${example} (scheme and host, no path or trailing slash)`;

/** Each entry must be exactly what a browser sends in `Origin`, or CORS would silently never match. */
const origins = optional(z.string().default('')).transform((value, ctx) => {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list)
    if (!isOrigin(entry)) ctx.addIssue({ code: 'custom', message: notOrigin(entry, 'https://partner.example') });
  return list;
});

/** The site's public address, compared exactly with a post's `Origin`, so it must be one. */
const publicOrigin = z
  .string()
  .refine(isOrigin, { error: (issue) => notOrigin(String(issue.input), 'https://www.example.com') });

/** An address or CIDR block proxy-addr understands; a /0 block would trust every client to name its own address. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For/-Proto/-Host are believed: their addresses
 * or CIDR blocks (the safe choice), or a hop count alone (the nearest n entries
 * are proxies; right only when no client can reach the port directly, since
 * such a client could then name any address). Never `true`: it lets any client
 * pick its own address and so its own rate-limit bucket. Empty: no proxy, the
 * socket's address is the client.
 */
const proxies = optional(z.string().default('')).transform((value, ctx): string[] | number => {
  // A hop count alone: the nearest n addresses in X-Forwarded-For are proxies. Right only when clients cannot reach the port directly.
  if (/^\s*\d+\s*$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: `"${value.trim()}" is not a hop count from 1 to 10` });
    return [];
  }
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (isProxyAddress(entry)) continue;
    ctx.addIssue({
      code: 'custom',
      message: `"${entry}" is not a proxy address or CIDR block like 127.0.0.1 or 10.0.0.0/8 (or a hop count alone, e.g. 1; "true" is not accepted: it would believe any client)`,
    });
  }
  return list;
});

/**
 * The forms whose sender gets an acknowledgement. Unlike the other variables a
 * blank value is not unset: it means none, the one way to switch them off.
 */
const acknowledgeForms = z
  .string()
  .default(acknowledgedForms.join(','))
  .transform((value, ctx) => {
    const list = [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    ];
    for (const entry of list)
      if (!(acknowledgedForms as string[]).includes(entry))
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not a form with an acknowledgement (${acknowledgedForms.join(', ')}; empty for none)`,
        });
    return list as AcknowledgedForm[];
  });

const queueUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
    'must be a URL starting with postgres:// or postgresql://, e.g. postgres://mail:secret@db.internal:5432/site',
  );

/** A bearer token: what RFC 6750 allows in the header, long enough that it cannot be guessed. */
const healthzToken = z
  .string()
  .min(16, 'must be at least 16 characters long (e.g. the output of openssl rand -hex 32)')
  .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'may hold only letters, digits and - . _ ~ + / (e.g. openssl rand -hex 32)');

const lease = { error: 'must be a whole number of seconds, at least 1' };

const port = { error: 'must be a whole number from 0 to 65535' };

const rate = { error: 'must be a whole number of form posts per minute greater than 0' };

const hours = { error: 'must be a number of hours greater than 0' };

const inflight = { error: 'must be a whole number of form posts greater than 0' };

const days = { error: 'must be a whole number of days, at least 1' };

/** pino's levels, as fastify's logger takes them. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The path of a JSON file of webhooks, read and checked at boot (webhook-config.ts). */
const webhookConfig = optional(z.string().optional()).transform((value, ctx): NamedWebhook[] => {
  if (value === undefined) return [];
  try {
    return readWebhookConfig(path.resolve(process.cwd(), value));
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return [];
  }
});

const fields = z.object({
  PORT: optional(z.coerce.number(port).int(port).min(0, port).max(65535, port).default(8080)),
  HOST: optional(z.string().default('127.0.0.1')),
  DIST_DIR: dir('./dist'),
  DATA_DIR: dir('./var'),
  SMTP_URL: optional(smtpUrl.optional()),
  MAIL_TO: email(site.email),
  MAIL_FROM: email(site.email),
  MAIL_RETRY_HOURS: optional(z.coerce.number(hours).positive(hours).default(48)),
  PARTNER_ORIGINS: origins,
  PUBLIC_ORIGIN: optional(publicOrigin.optional()),
  TRUST_PROXY: proxies,
  /** Accepted posts: a person sends one or two; 20 leaves room for an office behind one address. */
  MAIL_RATE_PER_MINUTE: optional(z.coerce.number(rate).int(rate).positive(rate).default(20)),
  /**
   * Refused posts, counted apart so a client's mistakes never use up its accepted
   * posts. A person fixing a form makes a few (the browser checks the same rules
   * first); 30 leaves room for several people behind one address, and a script
   * posting junk is answered 429 after that many.
   */
  MAIL_REFUSED_PER_MINUTE: optional(z.coerce.number(rate).int(rate).positive(rate).default(30)),
  MAIL_QUEUE_URL: optional(queueUrl.optional()),
  ACKNOWLEDGE_FORMS: acknowledgeForms,
  MAIL_QUEUE_LEASE_SECONDS: optional(z.coerce.number(lease).int(lease).min(1, lease).default(300)),
  MAIL_MAX_INFLIGHT: optional(z.coerce.number(inflight).int(inflight).positive(inflight).default(64)),
  /** Unset: /healthz tells nobody more than its status. */
  HEALTHZ_TOKEN: optional(healthzToken.optional()),
  /** One signed webhook, named 'webhook'; both or neither. */
  WEBHOOK_URL: optional(webhookUrl.optional()),
  WEBHOOK_SECRET: optional(webhookSecret.optional()),
  WEBHOOK_CONFIG: webhookConfig,
  SLACK_WEBHOOK_URL: optional(webhookUrl.optional()),
  /** How long personal data is kept: given-up messages, stored resumes, the acknowledgement ledger. */
  RETENTION_DAYS: optional(z.coerce.number(days).int(days).min(1, days).default(30)),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
});

/** A webhook needs its address and its key: one without the other would deliver nothing, or unsigned. */
const schema = fields.superRefine((config, ctx) => {
  if (config.WEBHOOK_URL && !config.WEBHOOK_SECRET)
    ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET'], message: 'must be set when WEBHOOK_URL is' });
  if (config.WEBHOOK_SECRET && !config.WEBHOOK_URL)
    ctx.addIssue({ code: 'custom', path: ['WEBHOOK_URL'], message: 'must be set when WEBHOOK_SECRET is' });
  if (config.WEBHOOK_URL && config.WEBHOOK_CONFIG.some(({ name }) => name === 'webhook'))
    ctx.addIssue({
      code: 'custom',
      path: ['WEBHOOK_CONFIG'],
      message: 'names a webhook "webhook", the name WEBHOOK_URL already has',
    });
});

/** SMTP_URL may carry a password, HEALTHZ_TOKEN and the webhook keys and Slack URL are secrets; the list and origin messages already quote the bad entry. */
const unechoed = new Set([
  'SMTP_URL',
  'MAIL_QUEUE_URL',
  'PARTNER_ORIGINS',
  'PUBLIC_ORIGIN',
  'TRUST_PROXY',
  'HEALTHZ_TOKEN',
  'ACKNOWLEDGE_FORMS',
  'WEBHOOK_URL',
  'WEBHOOK_SECRET',
  'WEBHOOK_CONFIG',
  'SLACK_WEBHOOK_URL',
]);

/** The server's settings, read once from the environment at start-up. */
export type Config = z.output<typeof schema>;

/**
 * Reads and checks the environment; throws one Error naming every bad variable,
 * so a misconfigured server stops at boot instead of failing on the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = env[name] === undefined || unechoed.has(name) ? '' : ` (got ${JSON.stringify(env[name])})`;
    return `  ${name}: ${issue.message}${got}`;
  });
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
