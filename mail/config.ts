import path from 'node:path';
import { z } from 'zod';
import { site } from '../src/content/site.ts';

/** A variable that is unset or blank counts as absent, as `.env` files and CI forms leave them blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const dir = (fallback: string) =>
  optional(z.string().default(fallback)).transform((value) => path.resolve(process.cwd(), value));

const email = (fallback: string) => optional(z.email('must be an e-mail address').default(fallback));

const smtpUrl = z.string().refine(
  (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol),
  'must be a URL starting with smtp:// or smtps://, e.g. smtp://user:pass@relay.example.com:587',
);

/** Each entry must be exactly what a browser sends in `Origin`, or CORS would silently never match. */
const origins = optional(z.string().default('')).transform((value, ctx) => {
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of list) {
    if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol) || new URL(entry).origin !== entry) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin like https://partner.example (scheme and host, no path or trailing slash)` });
    }
  }
  return list;
});

const port = { error: 'must be a whole number from 0 to 65535' };

const rate = { error: 'must be a whole number of form posts per minute greater than 0' };

const hours = { error: 'must be a number of hours greater than 0' };

const inflight = { error: 'must be a whole number of form posts greater than 0' };

const schema = z.object({
  PORT: optional(z.coerce.number(port).int(port).min(0, port).max(65535, port).default(8080)),
  HOST: optional(z.string().default('127.0.0.1')),
  DIST_DIR: dir('./dist'),
  DATA_DIR: dir('./var'),
  SMTP_URL: optional(smtpUrl.optional()),
  MAIL_TO: email(site.email),
  MAIL_FROM: email(site.email),
  MAIL_RETRY_HOURS: optional(z.coerce.number(hours).positive(hours).default(48)),
  PARTNER_ORIGINS: origins,
  MAIL_RATE_PER_MINUTE: optional(z.coerce.number(rate).int(rate).positive(rate).default(20)),
  MAIL_MAX_INFLIGHT: optional(z.coerce.number(inflight).int(inflight).positive(inflight).default(64)),
});

/** SMTP_URL may carry a password; PARTNER_ORIGINS messages already quote the bad entry. */
const unechoed = new Set(['SMTP_URL', 'PARTNER_ORIGINS']);

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
