import { httpOutcome, networkOutcome, type HttpOutcome } from './http-outcome.ts';

/** How long one delivery attempt may take before it counts as a network failure. */
export const POST_TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON body and classifies the answer. Redirects are not followed
 * (see httpOutcome), the body of the answer is read and dropped so the
 * connection can be reused, and nothing the receiver sends is kept beyond its
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
  await response.body?.cancel().catch(() => undefined);
  return httpOutcome(response.status, response.headers);
}
