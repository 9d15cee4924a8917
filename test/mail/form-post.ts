// Helpers of the form endpoint tests: a real server over the fixture site, form
// bodies as a browser builds them, and the files an applicant might attach.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mail/app.ts';
import { loadConfig } from '../../mail/config.ts';
import { fixtureDist } from './fixture-dist.ts';
import { ackOff } from './ack-off.ts';

/**
 * A listening app with its own data dir; `spooled()` lists the id of every
 * submission it kept, wherever it is (spool folders and the outbox it
 * delivers to). One submission may sit in several files at a moment (its
 * batch and journal, named after the batch's first record, its .eml), so
 * files are counted by the id they name.
 */
export interface FormServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  spooled(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts buildApp on a free loopback port; env on top of DIST_DIR and DATA_DIR, tuning as buildApp takes it. */
export async function startFormServer(
  env: Record<string, string> = {},
  tuning?: Parameters<typeof buildApp>[2],
): Promise<FormServer> {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const app = buildApp(
    loadConfig({ DIST_DIR: distDir, DATA_DIR: dataDir, ...ackOff, ...env }),
    { logger: false },
    tuning,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const spooled = async () => {
    const ids = new Set<string>();
    for (const folder of ['spool/new', 'spool/tmp', 'spool/failed', 'outbox'])
      for (const name of await readdir(path.join(dataDir, folder)).catch((): string[] => []))
        ids.add(name.split('.')[0]!); // <id>.eml.tmp while the outbox writes it
    return [...ids];
  };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    spooled,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** A file to attach: its name, bytes and the type the browser would declare. */
export interface Attachment {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData makes it. */
export function formData(fields: Record<string, string>, file?: Attachment, fileField = 'file'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file)
    data.append(
      fileField,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return data;
}

/**
 * A multipart body as raw bytes, as a browser builds it: the fields, then a
 * resume named cv.pdf when `file` is given. For tests and the benchmark that
 * send it by hand (chunked, in halves, a hundred times over the same buffer).
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: Buffer<ArrayBufferLike>,
): { boundary: string; contentType: string; body: Buffer } {
  const boundary = '----it-test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer<ArrayBufferLike>[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/** Posts like the site's fetch (JSON answers) unless accept says otherwise. */
export function post(url: string, body: FormData | URLSearchParams | string, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', body, headers: { accept: 'application/json', ...headers }, redirect: 'manual' });
}

/** The smallest real PDF a reader opens. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A Windows executable's first bytes (MZ header). */
export const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** Valid answers for each form, with letters of several scripts. */
export const validFields = {
  enquiry: {
    name: 'José Álvarez',
    email: 'jose@example.com',
    phone: '+34 612 345 678',
    project: 'cloud-infrastructure',
    message: 'We need to move two apps to AWS.\nBudget approved.',
  },
  careers: {
    name: 'Zoë Łukasz',
    email: 'zoe@example.com',
    phone: '+48 501 234 567',
    message: 'Senior React role, please.',
    consent: 'yes',
  },
  contact: {
    name: 'Łukasz Nowak',
    email: 'lukasz@example.com',
    subject: 'Partnership',
    message: 'Let us talk about a partnership.',
  },
  comment: {
    name: 'Priya Raman',
    email: 'priya@example.com',
    comment: 'Great write-up on cloud costs.',
    post: 'cloud-costs',
  },
} as const;
