import { httpOutcome, networkOutcome, type HttpOutcome } from './http-outcome.ts';

/** How long one delivery attempt may take before it counts as a network failure. */
export const POST_TIMEOUT_MS = 10_000;

/** A reply read this far is read to its end, so its connection goes back to the pool; a longer one is cut. */
const DRAINED_BYTES = 64 * 1024;

/** Reads and drops a reply's body; cancels it past DRAINED_BYTES (cancelling closes the connection). */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      if ((bytes += chunk.value.byteLength) > DRAINED_BYTES) return void (await reader.cancel());
  } catch {
    // A reply cut off or timed out: its status is all we keep anyway.
  }
}

/**
 * POSTs a JSON body and classifies the answer. Node's fetch keeps its
 * connections alive and reuses them per origin, so a webhook or Slack
 * delivered many at once opens a few connections, not one a lead.
 * Redirects are not followed (see httpOutcome), the body of the answer is
 * read and dropped (up to 64 KB) so the connection can be reused, and nothing the receiver sends is kept beyond its
 * status: a hostile receiver cannot make the server hold a large reply.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<HttpOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'it-site-mail', ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return networkOutcome(error);
  }
  await drain(response.body);
  return httpOutcome(response.status, response.headers);
}
