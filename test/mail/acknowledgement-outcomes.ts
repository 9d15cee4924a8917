import type { FormServer } from './form-post.ts';

/** The acknowledgement outcomes a server's /metrics has counted: sent, and suppressed by reason. */
export async function acknowledgementOutcomes(server: FormServer, token: string): Promise<Record<string, number>> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const counted: Record<string, number> = { sent: Number(/^mail_acknowledgements_sent_total (\d+)/m.exec(text)?.[1]) };
  for (const [, reason, value] of text.matchAll(/^mail_acknowledgements_suppressed_total\{reason="(\w+)"\} (\d+)/gm))
    counted[reason!] = Number(value);
  return counted;
}
