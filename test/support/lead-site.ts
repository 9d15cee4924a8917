import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { site as company } from '../../src/content/site.ts';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../mail/webhook-receiver.ts';
import { startSite } from './site-server.ts';

/** A Standard Webhooks key for the tests' receiver (whsec_ and the base64 of 24 bytes). */
const WEBHOOK_SECRET = `whsec_${Buffer.from('lead-site-webhook-key-24b').toString('base64')}`;

/** The operator's /healthz token on this copy. */
const HEALTHZ_TOKEN = 'lead-site-healthz-token-0123456789';

/**
 * The built site with every destination a lead can reach, each a real server
 * on loopback: the company's relay (an SMTP sink, which also receives the
 * acknowledgements), a signed webhook receiver, a Slack receiver, and a
 * partner's origin, listed in PARTNER_ORIGINS, whose page has a strict CSP.
 */
export interface LeadSite {
  url: string;
  /** The company's inbox and the senders' inboxes: every mail the relay got. */
  sink: SmtpSink;
  webhook: WebhookReceiver;
  slack: WebhookReceiver;
  /** The partner's page with `<it-enquiry-form>` from the site, under {@link PARTNER_CSP}. */
  partnerPage: string;
  /** Mail to the company (not an acknowledgement to a sender). */
  companyMail(): ParsedMail[];
  /** Acknowledgements: mail to anyone but the company. */
  acknowledgements(): ParsedMail[];
  /** Leads still waiting for any destination, from the operator's /healthz. */
  queued(): Promise<number>;
  close(): Promise<void>;
}

/** A partner's strict policy: scripts, styles and requests from itself and the company's site only; nothing inline, no eval, no blob:. */
export function partnerCsp(siteUrl: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${siteUrl}`,
    `style-src 'self' ${siteUrl}`,
    `img-src 'self' ${siteUrl}`,
    `font-src ${siteUrl}`,
    `connect-src ${siteUrl}`,
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self' " + siteUrl,
  ].join('; ');
}

/** The partner's page: its own copy and one tag, its script loaded from the site. */
function partnerHtml(siteUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Start a project | Northwind Logistics</title>
<script type="module" src="${siteUrl}/widgets/enquiry-form.js"></script>
</head><body><main><h1>Start a project with our technology partner</h1>
<it-enquiry-form></it-enquiry-form>
</main></body></html>`;
}

/** Starts a {@link LeadSite}; `env` adds to (or overrides) the server's settings. */
export async function startLeadSite(env: NodeJS.ProcessEnv = {}): Promise<LeadSite> {
  const sink = await startSmtpSink();
  const webhook = await startWebhookReceiver(WEBHOOK_SECRET);
  const slack = await startWebhookReceiver(WEBHOOK_SECRET);
  let siteUrl = '';
  const partner = createServer((request, response) => {
    if (request.url !== '/partner.html') return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': partnerCsp(siteUrl) })
      .end(partnerHtml(siteUrl));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  const site = await startSite({
    SMTP_URL: sink.url,
    WEBHOOK_URL: webhook.url,
    WEBHOOK_SECRET,
    SLACK_WEBHOOK_URL: slack.url,
    PARTNER_ORIGINS: partnerUrl,
    HEALTHZ_TOKEN,
    ...env,
  });
  siteUrl = site.url;
  // MAIL_TO is the company's address unless `env` names another.
  const inbox = env.MAIL_TO ?? company.email;
  const toCompany = (mail: ParsedMail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address === inbox));
  return {
    url: site.url,
    sink,
    webhook,
    slack,
    partnerPage: `${partnerUrl}/partner.html`,
    companyMail: () => sink.received.filter(toCompany),
    acknowledgements: () => sink.received.filter((mail) => !toCompany(mail)),
    queued: async () => {
      const res = await fetch(`${site.url}/healthz`, { headers: { authorization: `Bearer ${HEALTHZ_TOKEN}` } });
      const body = (await res.json()) as { queue?: { depth?: number } };
      return body.queue?.depth ?? Number.NaN;
    },
    close: async () => {
      await site.close();
      await Promise.all([sink.close(), webhook.close(), slack.close()]);
      partner.closeAllConnections();
      await new Promise((resolve) => partner.close(resolve));
    },
  };
}
