import { isIP } from 'node:net';
import path from 'node:path';
import { isLoopbackHost } from './admin/loopback.ts';
import { remoteProblem, workingCopyProblem } from './admin/repository/working-copy-check.ts';
import { z } from 'zod';
import { acknowledgedForms, type AcknowledgedForm } from '../src/content/acknowledgement.ts';
import { retentionDays } from '../src/content/retention.ts';
import { site } from '../src/content/site.ts';
import { readWebhookConfig, webhookSecret, webhookUrl, type NamedWebhook } from './delivery/webhooks/webhook-config.ts';

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

const perMinute = { error: 'must be a whole number per minute, at least 1' };

const seconds = { error: 'must be a whole number of seconds, at least 1' };

const deliveries = { error: 'must be a whole number of deliveries from 1 to 64' };

/** clamd's address: TCP (tcp://host:3310) or its Unix socket (unix:///run/clamav/clamd.ctl). */
const clamavUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^(tcp|unix):$/.test(new URL(value).protocol),
    'must be tcp://host:port or unix:///path/to/clamd.ctl, e.g. tcp://127.0.0.1:3310',
  );

/** A key for HMAC-SHA256: long enough that it cannot be guessed. */
const hmacKey = z.string().min(32, 'must be at least 32 characters long (e.g. the output of openssl rand -hex 32)');

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

/** The editor at /admin/: off, on loopback without sign-in (npm run dev), or behind the company's OpenID Connect sign-in. */
export const adminModes = ['off', 'local', 'oidc'] as const;

/** A comma-separated list, blanks and spaces dropped. */
const list = optional(z.string().default('')).transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/** Mail domains whose addresses may sign in: example.com, never a whole address or a URL. */
const domains = optional(z.string().default('')).transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries)
    if (!/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(entry))
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not a mail domain like example.com (no @, no scheme)` });
  return entries;
});

/** An OpenID Connect issuer: its https URL (http only on loopback, for a provider under test). */
const issuer = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}, 'must be the https:// URL of the identity provider, e.g. https://login.example.com/realms/staff');

const sessionSecret = z
  .string()
  .refine(
    (value) => Buffer.byteLength(value) >= 32,
    'must be at least 32 bytes long (e.g. the output of openssl rand -hex 32)',
  );

/** A git remote's name or a branch: what `git push <remote> HEAD:<branch>` takes, never an option. */
const gitName = (fallback: string, what: string) =>
  optional(
    z
      .string()
      .regex(/^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+$/, `must be a ${what} name (letters, digits, . _ / -), e.g. ${fallback}`)
      .default(fallback),
  );

/** What `--help`, docs/operating.md's configuration table and `.env.example` say of a variable. */
export interface VariableDoc {
  /** What it does, in a sentence or a few. */
  about: string;
  /** The default as a person should read it, where the parsed default would mislead (a resolved path). */
  shown?: string;
}

/** Each variable's documentation, kept on its schema so the two cannot drift apart. */
export const variableDocs = z.registry<VariableDoc>();

function documented<T extends z.ZodType>(schema: T, about: string, shown?: string): T {
  variableDocs.add(schema, shown === undefined ? { about } : { about, shown });
  return schema;
}

/** Every variable, in the order `--help` and the README list them. */
export const fields = z.object({
  PORT: documented(
    optional(z.coerce.number(port).int(port).min(0, port).max(65535, port).default(8080)),
    'Port to listen on (0–65535; 0 picks a free one).',
  ),
  HOST: documented(
    optional(z.string().default('127.0.0.1')),
    'Interface to listen on: 0.0.0.0 in a container or behind a proxy on another machine.',
  ),
  DIST_DIR: documented(
    dir('./dist'),
    'The built site (npm run build), resolved against the working directory.',
    './dist',
  ),
  DATA_DIR: documented(
    dir('./var'),
    'The mail spool (spool/), the local outbox (outbox/) and uploads in transit (uploads/). One process per DATA_DIR: at start it deletes the partial uploads a killed run left there.',
    './var',
  ),
  PUBLIC_ORIGIN: documented(
    optional(publicOrigin.optional()),
    "The site's origin as browsers send it (https://www.example.com: scheme, host, optional port, no path). A post's Origin must be exactly this or a partner's. Unset: the scheme and host the request reached. Set it in production: with it and no SMTP_URL the server warns at start.",
  ),
  TRUST_PROXY: documented(
    proxies,
    "Comma-separated addresses or CIDR blocks (127.0.0.1,10.0.0.0/8) of the reverse proxies whose X-Forwarded-For/-Proto/-Host are believed; rate limits then key on the real client. None: the socket's address is the client. Or a hop count alone (1 to 10), right only where no client can reach the port directly. true is refused: it believes any client.",
  ),
  SMTP_URL: documented(
    optional(smtpUrl.optional()),
    'The relay for outgoing mail: smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: each message is only written as an .eml file into DATA_DIR/outbox (the server warns at start in production).',
  ),
  MAIL_TO: documented(email(site.email), 'Where form submissions go (the company inbox).'),
  MAIL_FROM: documented(email(site.email), 'Envelope and From address of every mail; one the relay may send as.'),
  MAIL_RETRY_HOURS: documented(
    optional(z.coerce.number(hours).positive(hours).default(48)),
    'How long each destination of a message is retried before it is given up on (logged, and kept for a person until RETENTION_DAYS).',
  ),
  ACKNOWLEDGE_FORMS: documented(
    acknowledgeForms,
    'Comma-separated forms whose sender gets an automatic acknowledgement (at most one an hour per address). Empty for none: unlike the other variables, blank is not unset.',
  ),
  PARTNER_ORIGINS: documented(
    origins,
    'Comma-separated origins (https://partner.example) allowed to post forms from their own pages.',
  ),
  /** Accepted posts: a person sends one or two; 20 leaves room for an office behind one address. */
  MAIL_RATE_PER_MINUTE: documented(
    optional(z.coerce.number(rate).int(rate).positive(rate).default(20)),
    'Accepted posts (202 or 303) one client may make per minute; more get 429 with Retry-After.',
  ),
  /**
   * Refused posts, counted apart so a client's mistakes never use up its accepted
   * posts. A person fixing a form makes a few (the browser checks the same rules
   * first); 30 leaves room for several people behind one address, and a script
   * posting junk is answered 429 after that many.
   */
  MAIL_REFUSED_PER_MINUTE: documented(
    optional(z.coerce.number(rate).int(rate).positive(rate).default(30)),
    'Refused posts (400, 403, 413, 415) one client may make per minute, counted apart so mistakes never use up accepted posts; more get 429.',
  ),
  MAIL_MAX_INFLIGHT: documented(
    optional(z.coerce.number(inflight).int(inflight).positive(inflight).default(64)),
    'Form posts read or stored at once; more get 503 with Retry-After before their body is read, so memory and disk stay bounded under a flood.',
  ),
  MAIL_QUEUE_URL: documented(
    optional(queueUrl.optional()),
    'postgres://user:pass@host:5432/db (add ?sslmode=verify-full across a network): accepted posts go into PostgreSQL (schemas mail and pgboss, created at start), shared by any number of instances. Unset: the local spool in DATA_DIR.',
  ),
  MAIL_QUEUE_LEASE_SECONDS: documented(
    optional(z.coerce.number(lease).int(lease).min(1, lease).default(300)),
    'With MAIL_QUEUE_URL: the longest one delivery attempt may hold its message. An instance that dies releases its messages within about 30 s (a heartbeat), whatever this says. Longer than a send can take.',
  ),
  /** One signed webhook, named 'webhook'; both or neither. */
  WEBHOOK_URL: documented(
    optional(webhookUrl.optional()),
    'One signed webhook (the destination webhook:webhook) that gets every accepted lead as JSON. Needs WEBHOOK_SECRET.',
  ),
  WEBHOOK_SECRET: documented(
    optional(webhookSecret.optional()),
    "WEBHOOK_URL's Standard Webhooks key: whsec_ and the base64 of at least 24 bytes. Needs WEBHOOK_URL.",
  ),
  WEBHOOK_CONFIG: documented(
    webhookConfig,
    'Path of a JSON file of webhooks, [{ "name", "url", "secret", "forms"? }], checked at start (names unique, keys whsec_…). Every instance needs the same list.',
  ),
  SLACK_WEBHOOK_URL: documented(optional(webhookUrl.optional()), 'A Slack incoming webhook: a short message per lead.'),
  /** Unset: /healthz tells nobody more than its status. */
  HEALTHZ_TOKEN: documented(
    optional(healthzToken.optional()),
    "The operator's bearer token (at least 16 characters; openssl rand -hex 32) for /healthz's figures and for /metrics. Unset: /healthz tells only its status and /metrics is off.",
  ),
  ACKNOWLEDGE_PER_MINUTE: documented(
    optional(z.coerce.number(perMinute).int(perMinute).min(1, perMinute).default(30)),
    'Acknowledgements sent per minute by the whole site (shared by every instance on PostgreSQL). Past it none are sent, which is logged once a minute; the leads still reach the staff.',
  ),
  ALTCHA_HMAC_KEY: documented(
    optional(hmacKey.optional()),
    "The key that signs the forms' proof-of-work challenges (at least 32 characters; openssl rand -hex 32). Unset: one is made at first start and kept in DATA_DIR, or in PostgreSQL with MAIL_QUEUE_URL, so every instance shares it.",
  ),
  CLAMAV_URL: documented(
    optional(clamavUrl.optional()),
    'clamd, to scan every resume before it is accepted: tcp://host:3310 or unix:///run/clamav/clamd.ctl. An infected file is refused with 422; while clamd is down resumes get 503 with Retry-After, never accepted unscanned. Unset: no scanning.',
  ),
  MAIL_DELIVERY_CONCURRENCY: documented(
    optional(z.coerce.number(deliveries).int(deliveries).min(1, deliveries).max(64, deliveries).default(8)),
    'Deliveries each destination makes at once, per instance (SMTP over pooled connections, webhooks over kept-alive ones). On the local spool, two while posts are being accepted: intake comes first.',
  ),
  HEALTH_DEGRADED_AFTER_SECONDS: documented(
    optional(z.coerce.number(seconds).int(seconds).min(1, seconds).default(300)),
    '/healthz says degraded (still 200) once the oldest undelivered lead has waited longer than this.',
  ),
  /** How long personal data is kept: given-up messages, stored resumes, the acknowledgement ledger. */
  RETENTION_DAYS: documented(
    optional(z.coerce.number(days).int(days).min(1, days).default(retentionDays)),
    'Days after which given-up messages, stored resumes and the acknowledgement ledger are deleted, on the spool and on PostgreSQL alike.',
  ),
  ADMIN_MODE: documented(
    optional(z.enum(adminModes, { error: `must be one of ${adminModes.join(', ')}` }).default('off')),
    'The editor at /admin/ (landing pages and posts, saved as commits): off (/admin/ answers 404), local (no sign-in, for npm run dev: HOST must be loopback, and every request must come from this machine) or oidc (staff sign in through ADMIN_OIDC_ISSUER; each publish is pushed to ADMIN_GIT_REMOTE).',
  ),
  ADMIN_REPO_DIR: documented(
    dir('.'),
    "With the editor on: the git working copy of the site's repository that saves are written and committed in (its top folder), resolved against the working directory. The server needs the git command.",
    '.',
  ),
  ADMIN_DIST_DIR: documented(
    dir('./dist-admin'),
    "With the editor on: the editor's own screens (npm run build puts them in dist-admin/), served at /admin/.",
    './dist-admin',
  ),
  ADMIN_GIT_REMOTE: documented(
    gitName('origin', 'remote'),
    'With ADMIN_MODE=oidc: the remote each publish is pushed to (a name git remote lists in ADMIN_REPO_DIR).',
  ),
  ADMIN_GIT_BRANCH: documented(
    gitName('main', 'branch'),
    "With ADMIN_MODE=oidc: the remote's branch each publish is pushed to, the one the deployment rebuilds from.",
  ),
  ADMIN_OIDC_ISSUER: documented(
    optional(issuer.optional()),
    "With ADMIN_MODE=oidc: the identity provider's issuer URL (its /.well-known/openid-configuration is read at the first sign-in, and again until it answers, so the site starts while the provider is down). The redirect URI to register there is PUBLIC_ORIGIN/admin/callback.",
  ),
  ADMIN_OIDC_CLIENT_ID: documented(
    optional(z.string().optional()),
    "With ADMIN_MODE=oidc: this site's client id at the identity provider.",
  ),
  ADMIN_OIDC_CLIENT_SECRET: documented(
    optional(z.string().optional()),
    "With ADMIN_MODE=oidc: this site's client secret at the identity provider.",
  ),
  ADMIN_ALLOWED_DOMAINS: documented(
    domains,
    'With ADMIN_MODE=oidc: comma-separated mail domains (example.com) whose verified addresses may sign in. This and/or ADMIN_ALLOWED_GROUPS; anyone else gets 403.',
  ),
  ADMIN_ALLOWED_GROUPS: documented(
    list,
    'With ADMIN_MODE=oidc: comma-separated groups (the groups claim of the ID token, or of userinfo when the token has none) whose members may sign in. This and/or ADMIN_ALLOWED_DOMAINS.',
  ),
  ADMIN_SESSION_SECRET: documented(
    optional(sessionSecret.optional()),
    "With ADMIN_MODE=oidc: the key of the staff's session cookies (at least 32 bytes; openssl rand -hex 32). Every instance needs the same one; changing it signs everybody out.",
  ),
  LOG_LEVEL: documented(
    optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info')),
    `One of ${logLevels.join(', ')}. Every request is logged at debug; refusals and errors at warn; deliveries and start-up at info.`,
  ),
});

/** The editor's settings that only make sense together, and its working copy, which must be one. */
function checkAdmin(config: z.output<typeof fields>, ctx: z.RefinementCtx): void {
  if (config.ADMIN_MODE === 'off') return;
  const need = (name: keyof typeof config, why: string) => {
    if (config[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `must be set ${why}` });
  };
  if (config.ADMIN_MODE === 'oidc') {
    const why = 'when ADMIN_MODE is oidc';
    need('ADMIN_OIDC_ISSUER', why);
    need('ADMIN_OIDC_CLIENT_ID', why);
    need('ADMIN_OIDC_CLIENT_SECRET', why);
    need('ADMIN_SESSION_SECRET', why);
    need('PUBLIC_ORIGIN', `when ADMIN_MODE is oidc (the sign-in's redirect URI is PUBLIC_ORIGIN/admin/callback)`);
    if (config.ADMIN_ALLOWED_DOMAINS.length === 0 && config.ADMIN_ALLOWED_GROUPS.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_ALLOWED_DOMAINS'],
        message: 'or ADMIN_ALLOWED_GROUPS must be set when ADMIN_MODE is oidc, or nobody could sign in',
      });
  }
  if (config.ADMIN_MODE === 'local' && !isLoopbackHost(config.HOST))
    ctx.addIssue({
      code: 'custom',
      path: ['HOST'],
      message: `must be a loopback address (127.0.0.1, ::1 or localhost) when ADMIN_MODE is local, which has no sign-in: use ADMIN_MODE=oidc to edit from other machines`,
    });
  const problem = workingCopyProblem(config.ADMIN_REPO_DIR);
  if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_REPO_DIR'], message: problem });
  const remote =
    !problem && config.ADMIN_MODE === 'oidc' && remoteProblem(config.ADMIN_REPO_DIR, config.ADMIN_GIT_REMOTE);
  if (remote) ctx.addIssue({ code: 'custom', path: ['ADMIN_GIT_REMOTE'], message: remote });
}

/** A webhook needs its address and its key: one without the other would deliver nothing, or unsigned. */
const schema = fields.superRefine((config, ctx) => {
  checkAdmin(config, ctx);
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
  'ALTCHA_HMAC_KEY',
  'ACKNOWLEDGE_FORMS',
  'WEBHOOK_URL',
  'WEBHOOK_SECRET',
  'WEBHOOK_CONFIG',
  'SLACK_WEBHOOK_URL',
  'ADMIN_OIDC_CLIENT_SECRET',
  'ADMIN_SESSION_SECRET',
  'ADMIN_ALLOWED_DOMAINS',
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
