// A spam bot as contact forms meet them: no browser, so no script runs. It reads
// the page's HTML, fills every field a person would see with plausible values
// (the off-screen trap field left alone, as a careful bot leaves it), and posts
// with the site's own Origin from many addresses at once, as fast as it can.
import { request } from 'node:http';

/** One field of the form as the HTML gives it. */
interface FormField {
  name: string;
  kind: 'input' | 'select' | 'textarea';
  type: string;
  /** A select's first real choice, a hidden input's value. */
  value: string;
  /** Out of the tab order: the trap field a person never reaches. */
  skipped: boolean;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The fields of the form that posts to `action` in `html`, in page order. */
export function formFields(html: string, action: string): FormField[] {
  const form = new RegExp(`<form[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  if (!form) throw new Error(`no form posting to ${action} in the page`);
  const fields: FormField[] = [];
  for (const [tag, kind, inner = ''] of form.matchAll(/<(input|select|textarea)\b[^>]*>(?:([\s\S]*?)<\/\1>)?/g)) {
    const name = attribute(tag, 'name');
    if (!name) continue;
    const firstChoice = /<option[^>]*value="([^"]+)"/.exec(inner)?.[1] ?? '';
    fields.push({
      name,
      kind: kind as FormField['kind'],
      type: attribute(tag, 'type') ?? 'text',
      value: kind === 'select' ? firstChoice : (attribute(tag, 'value') ?? ''),
      skipped: attribute(tag, 'tabindex') === '-1',
    });
  }
  return fields;
}

/** What a person might type into `field`; `n` makes each post's sender different. */
function plausible(field: FormField, n: number): string {
  if (field.type === 'hidden' || field.kind === 'select') return field.value;
  if (field.type === 'email' || /mail/.test(field.name)) return `jordan.lee.${n}@example.com`;
  if (field.type === 'tel' || /phone/.test(field.name)) return '+1 202 555 0143';
  if (field.kind === 'textarea')
    return 'We are a logistics company looking for a partner to rebuild our customer portal this year.';
  return 'Jordan Lee';
}

/** The urlencoded body a browser without script would send for post `n`. */
export function botBody(fields: readonly FormField[], n: number): string {
  const pairs = fields.filter((field) => !field.skipped).map((field) => [field.name, plausible(field, n)]);
  return new URLSearchParams(pairs).toString();
}

/** Posts `body` to `url` from `localAddress`; resolves with the status (0 when the connection failed). */
function postFrom(url: string, body: string, origin: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        origin,
        referer: `${origin}/contact`,
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** How the run went: how many posts got each status. */
export type BotStatuses = Record<number, number>;

/**
 * Runs the bot against `siteUrl` for `durationMs`: reads /contact, then from
 * each of `addresses` (loopback addresses, 127.0.0.2 …) posts the enquiry form
 * back to back until the time is up.
 */
export async function runEnquiryBot(siteUrl: string, addresses: readonly string[], durationMs: number) {
  const html = await (await fetch(`${siteUrl}/contact`)).text();
  const fields = formFields(html, '/mail/enquiry');
  const statuses: BotStatuses = {};
  const deadline = Date.now() + durationMs;
  let n = 0;
  await Promise.all(
    addresses.map(async (address) => {
      while (Date.now() < deadline) {
        const status = await postFrom(`${siteUrl}/mail/enquiry`, botBody(fields, n++), siteUrl, address);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { fields, statuses };
}
