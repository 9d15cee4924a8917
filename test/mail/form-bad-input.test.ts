// The bad-input table: each hostile or broken post gets a clear 4xx, the server
// stays up, and nothing of the rejected request reaches the spool.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { executable, formData, pdf, post, startFormServer, validFields, type FormServer } from './form-post.ts';

let server: FormServer;
before(async () => {
  server = await startFormServer({
    PARTNER_ORIGINS: 'https://partner.example',
    MAIL_RATE_PER_MINUTE: '1000',
    MAIL_REFUSED_PER_MINUTE: '1000',
  });
});
after(() => server.close());

/** Sends raw bytes with exactly these headers (fetch would fix a broken body or length). */
function raw(
  path: string,
  headers: Record<string, string>,
  body: Buffer | string,
): Promise<{ status: number; json: { message: string; errors: Record<string, string> } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method: 'POST', headers: { accept: 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            json: JSON.parse(text) as { message: string; errors: Record<string, string> },
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const crlf = (value: string) => `${value}\r\nBcc: victim@example.com`;
const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`field${i}`, 'x']));

/** Each row: what is sent, the status expected, and what the answer must say. */
const table: {
  case: string;
  send: () => Promise<Response | Awaited<ReturnType<typeof raw>>>;
  status: number;
  says: RegExp;
  field?: string;
}[] = [
  {
    case: 'an empty enquiry',
    send: () => post(`${server.url}/mail/enquiry`, formData({})),
    status: 400,
    says: /correct/,
    field: 'name',
  },
  {
    case: 'a name with digits',
    send: () => post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, name: 'R2D2' })),
    status: 400,
    says: /correct/,
    field: 'name',
  },
  {
    case: 'a malformed e-mail',
    send: () => post(`${server.url}/mail/contact`, formData({ ...validFields.contact, email: 'jose@' })),
    status: 400,
    says: /correct/,
    field: 'email',
  },
  {
    case: 'a phone made of letters',
    send: () => post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, phone: 'call me' })),
    status: 400,
    says: /correct/,
    field: 'phone',
  },
  {
    case: 'a project not on the list',
    send: () => post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, project: 'blockchain' })),
    status: 400,
    says: /correct/,
    field: 'project',
  },
  ...(['name', 'email', 'phone', 'project'] as const).map((field) => ({
    case: `CR/LF in the enquiry's ${field}`,
    send: () =>
      post(
        `${server.url}/mail/enquiry`,
        formData({ ...validFields.enquiry, [field]: crlf(validFields.enquiry[field]) }),
      ),
    status: 400,
    says: /correct/,
    field,
  })),
  ...(['name', 'email', 'subject'] as const).map((field) => ({
    case: `CR/LF in the contact form's ${field}`,
    send: () =>
      post(
        `${server.url}/mail/contact`,
        formData({ ...validFields.contact, [field]: crlf(validFields.contact[field]) }),
      ),
    status: 400,
    says: /correct/,
    field,
  })),
  ...(['name', 'email', 'phone'] as const).map((field) => ({
    case: `CR/LF in the careers form's ${field}`,
    send: () =>
      post(
        `${server.url}/mail/careers`,
        formData({ ...validFields.careers, [field]: crlf(validFields.careers[field]) }, { name: 'cv.pdf', bytes: pdf }),
      ),
    status: 400,
    says: /correct/,
    field,
  })),
  ...(['name', 'email', 'post'] as const).map((field) => ({
    case: `CR/LF in the comment form's ${field}`,
    send: () =>
      post(
        `${server.url}/mail/comment`,
        formData({ ...validFields.comment, [field]: crlf(validFields.comment[field]) }),
      ),
    status: 400,
    says: /correct/,
    field,
  })),
  {
    case: 'a careers post without consent to keep the resume',
    send: () => {
      const { consent, ...unticked } = validFields.careers;
      void consent;
      return post(`${server.url}/mail/careers`, formData(unticked, { name: 'cv.pdf', bytes: pdf }));
    },
    status: 400,
    says: /correct/,
    field: 'consent',
  },
  {
    case: 'a careers post without a resume',
    send: () => post(`${server.url}/mail/careers`, formData(validFields.careers)),
    status: 400,
    says: /correct/,
    field: 'file',
  },
  {
    case: 'a 6 MB resume',
    send: () =>
      post(
        `${server.url}/mail/careers`,
        formData(validFields.careers, { name: 'cv.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]) }),
      ),
    status: 413,
    says: /too large/,
  },
  {
    case: 'an executable renamed .pdf',
    send: () =>
      post(
        `${server.url}/mail/careers`,
        formData(validFields.careers, { name: 'cv.pdf', bytes: executable, type: 'application/pdf' }),
      ),
    status: 415,
    says: /not accepted/,
    field: 'file',
  },
  {
    case: 'a resume named .exe',
    send: () => post(`${server.url}/mail/careers`, formData(validFields.careers, { name: 'cv.exe', bytes: pdf })),
    status: 400,
    says: /correct/,
    field: 'file',
  },
  {
    case: 'a truncated multipart body',
    send: () =>
      raw(
        '/mail/enquiry',
        { 'content-type': 'multipart/form-data; boundary=XyZ' },
        '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nJosé\r\n--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\njo',
      ),
    status: 400,
    says: /could not be read/,
  },
  {
    case: 'a body that is not multipart under a multipart type',
    send: () =>
      raw('/mail/enquiry', { 'content-type': 'multipart/form-data; boundary=XyZ' }, 'name=José&email=jose@example.com'),
    status: 400,
    says: /could not be read/,
  },
  {
    case: 'a multipart type without a boundary',
    send: () => raw('/mail/enquiry', { 'content-type': 'multipart/form-data' }, 'hello'),
    status: 400,
    says: /could not be read/,
  },
  {
    case: '1000 fields',
    send: () => post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, ...many })),
    status: 413,
    says: /more fields than it has/,
  },
  {
    case: '1000 urlencoded fields',
    send: () => post(`${server.url}/mail/enquiry`, new URLSearchParams({ ...validFields.enquiry, ...many })),
    status: 413,
    says: /more fields than it has/,
  },
  {
    case: 'a second file',
    send: () => {
      const data = formData(validFields.careers, { name: 'cv.pdf', bytes: pdf });
      data.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cover.pdf');
      return post(`${server.url}/mail/careers`, data);
    },
    status: 413,
    says: /one file only/,
  },
  {
    case: 'a 40 KB text field',
    send: () =>
      post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, message: 'a'.repeat(40 * 1024) })),
    status: 413,
    says: /longer than this form accepts/,
  },
  {
    case: 'a 10 MB text field',
    send: () =>
      post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, message: 'a'.repeat(10 * 1024 * 1024) })),
    status: 413,
    says: /too large/,
  },
  {
    case: "a 700 KB urlencoded body (over its own 640 KB limit, under fastify's 1 MB default)",
    send: () =>
      post(
        `${server.url}/mail/enquiry`,
        new URLSearchParams({ ...validFields.enquiry, message: 'a'.repeat(700 * 1024) }),
      ),
    status: 413,
    says: /too large/,
  },
  {
    case: 'a 10 MB urlencoded field',
    send: () =>
      post(
        `${server.url}/mail/enquiry`,
        new URLSearchParams({ ...validFields.enquiry, message: 'a'.repeat(10 * 1024 * 1024) }),
      ),
    status: 413,
    says: /too large/,
  },
  {
    case: 'a message over 5000 characters',
    send: () => post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, message: 'a'.repeat(5001) })),
    status: 400,
    says: /correct/,
    field: 'message',
  },
  {
    case: 'a JSON body',
    send: () => raw('/mail/enquiry', { 'content-type': 'application/json' }, JSON.stringify(validFields.enquiry)),
    status: 415,
    says: /multipart\/form-data/,
  },
  {
    case: 'a text/plain body',
    send: () => raw('/mail/enquiry', { 'content-type': 'text/plain' }, 'hello'),
    status: 415,
    says: /multipart\/form-data/,
  },
  {
    case: 'no Content-Type at all',
    send: () => raw('/mail/enquiry', {}, 'hello'),
    status: 415,
    says: /multipart\/form-data/,
  },
  {
    case: 'an origin not allowed',
    send: () =>
      post(`${server.url}/mail/enquiry`, formData(validFields.enquiry), { origin: 'https://attacker.example' }),
    status: 403,
    says: /cannot send from this page/,
  },
];

describe('the bad-input table', () => {
  for (const row of table) {
    it(`${row.case}: ${row.status}, a clear message, the server up and the spool empty`, async () => {
      const res = await row.send();
      const status = 'status' in res ? res.status : 0;
      const body =
        res instanceof Response
          ? ((await res.json()) as { message: string; errors: Record<string, string> })
          : res.json;
      assert.equal(status, row.status, JSON.stringify(body));
      assert.match(body.message, row.says);
      if (row.field) assert.ok(body.errors[row.field], `a message for ${row.field}: ${JSON.stringify(body.errors)}`);
      assert.deepEqual(await server.spooled(), []);
      const alive = await post(`${server.url}/mail/contact`, formData({ ...validFields.contact, website: 'spam' }));
      assert.equal(alive.status, 202, 'the server still answers');
    });
  }

  it('line breaks in a message are kept as text and never become a header', async () => {
    const res = await post(`${server.url}/mail/enquiry`, formData({ ...validFields.enquiry, message: crlf('Hello') }));
    assert.equal(res.status, 202);
  });
});
