import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';
import { startSite } from './site-server.ts';
import { until } from './until.ts';

/**
 * The built site with somewhere to deliver to and a partner to be embedded by:
 * a real SMTP server on loopback, the server relaying to it, and a partner's own
 * server on another origin that the site lists in PARTNER_ORIGINS, with a
 * stranger serving the same pages from an origin the site does not list.
 */
export interface MailSite {
  /** The company's site, relaying every form to {@link MailSite.sink}. */
  url: string;
  /** The partner's origin, serving its copy of pages/examples/partner.html (see {@link partnerRoutes}). */
  partnerUrl: string;
  /** An origin not in PARTNER_ORIGINS, serving the same pages as {@link MailSite.partnerUrl}: its posts are refused. */
  strangerUrl: string;
  /** What the relay received, in order. */
  sink: SmtpSink;
  /** The first mail the relay received whose text holds `marker` (or that `marker` accepts), waiting up to 10 s for it. */
  mailWith(marker: string | ((mail: ParsedMail) => boolean)): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A partner's copy of the example page, loading the widgets from the company's origin. */
function partnerPage(siteUrl: string, hostile: boolean): string {
  const html = readFileSync('pages/examples/partner.html', 'utf8').replaceAll('"/widgets/', `"${siteUrl}/widgets/`);
  return hostile ? html : html.replace('<link rel="stylesheet" href="hostile.css">', '');
}

/** The partner's pages, by path: the example page with and without its hostile CSS, and variants of its form tag. */
function partnerRoutes(siteUrl: string, partnerUrl: string): Record<string, () => [type: string, body: string]> {
  const plainWith = (tag: string) => partnerPage(siteUrl, false).replace('<it-enquiry-form>', tag);
  return {
    '/partner.html': () => ['text/html', partnerPage(siteUrl, true)],
    '/plain.html': () => ['text/html', partnerPage(siteUrl, false)],
    '/hostile.css': () => ['text/css', readFileSync('pages/examples/hostile.css', 'utf8')],
    '/data-layer.html': () => ['text/html', plainWith('<it-enquiry-form data-layer>')],
    '/success.html': () => ['text/html', plainWith(`<it-enquiry-form success-url="${partnerUrl}/thanks.html">`)],
    '/foreign-success.html': () => ['text/html', plainWith('<it-enquiry-form success-url="https://evil.example/">')],
    '/thanks.html': () => ['text/html', '<!doctype html><title>Thanks</title><h1>Northwind thanks you</h1>'],
  };
}

/** Starts a {@link MailSite}: the sink, the partner's and the stranger's servers, then the site that trusts the partner. */
export async function startMailSite(): Promise<MailSite> {
  const sink = await startSmtpSink();
  let siteUrl = '';
  const pages = (ownUrl: () => string) =>
    createServer((request, response) => {
      const route = partnerRoutes(siteUrl, ownUrl())[(request.url ?? '').split('?')[0]!];
      if (!route) return void response.writeHead(404).end();
      const [type, body] = route();
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
    });
  const partner = pages(() => partnerUrl);
  const stranger = pages(() => strangerUrl);
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  const strangerUrl = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
  // Every form of every spec of a worker posts from 127.0.0.1: the limit is for floods, not for tests.
  const site = await startSite({ SMTP_URL: sink.url, MAIL_RATE_PER_MINUTE: '1000', PARTNER_ORIGINS: partnerUrl });
  siteUrl = site.url;
  return {
    url: site.url,
    partnerUrl,
    strangerUrl,
    sink,
    mailWith: (marker) => {
      const accepts = typeof marker === 'string' ? (mail: ParsedMail) => !!mail.text?.includes(marker) : marker;
      const what = typeof marker === 'string' ? `a mail containing ${marker}` : 'the mail';
      return until(() => sink.received.find(accepts), what, { timeoutMs: 10_000 }) as Promise<ParsedMail>;
    },
    close: async () => {
      await site.close();
      await sink.close();
      await new Promise((resolve) => partner.close(resolve));
      await new Promise((resolve) => stranger.close(resolve));
    },
  };
}
