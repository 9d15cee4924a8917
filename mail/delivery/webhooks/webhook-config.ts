import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A Standard Webhooks key: whsec_ and the base64 of at least 24 random bytes. */
export const webhookSecret = z
  .string()
  .regex(
    /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/,
    'must be a Standard Webhooks key: whsec_ and base64 (e.g. "whsec_" followed by the output of openssl rand -base64 32)',
  );

/** An http(s) address a lead is posted to. */
export const webhookUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http:// or https:// URL',
  );

/** One entry of the WEBHOOK_CONFIG file. The name becomes the destination 'webhook:<name>' in /healthz and the queue. */
const entry = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be 1-40 lowercase letters, digits, - or _'),
  url: webhookUrl,
  secret: webhookSecret,
  forms: z.array(z.string().min(1)).min(1).optional(),
});

/** A configured webhook, with its name. */
export type NamedWebhook = z.output<typeof entry>;

const file = z.array(entry).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const [index, { name }] of list.entries()) {
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `"${name}" is used twice` });
    seen.add(name);
  }
});

/**
 * Reads and checks the WEBHOOK_CONFIG file (a JSON array of `{ name, url,
 * secret, forms? }`); throws one Error saying what is wrong where, never
 * quoting a secret.
 */
export function readWebhookConfig(filePath: string): NamedWebhook[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`${filePath} could not be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = file.safeParse(json);
  if (result.success) return result.data;
  const where = (path: PropertyKey[]) =>
    path.length ? path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('') : 'the file';
  throw new Error(
    `${filePath}: ${result.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`).join('; ')}`,
  );
}
