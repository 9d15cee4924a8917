// The browser's side of the forms' challenge, for the tests: fetch one from the
// server and solve it as the altcha widget does (crypto.subtle's PBKDF2).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { post } from './form-post.ts';

/** Fetches a challenge for `form` from a server at `baseUrl`. */
export async function fetchChallenge(baseUrl: string, form: string): Promise<Challenge> {
  const res = await fetch(`${baseUrl}/mail/challenge?form=${form}`);
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return (await res.json()) as Challenge;
}

/** The `altcha` field's value the widget would post for a solved challenge. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

/** A fresh challenge for `form`, solved: what a visitor's browser posts in the `altcha` field. */
export async function solvedChallenge(baseUrl: string, form: string): Promise<string> {
  return solvedPayload(await fetchChallenge(baseUrl, form));
}

/**
 * Posts like `post()` from a browser that solved the form's challenge: the
 * form and server come from the URL (/mail/<form>; the careers .php alias is
 * careers), and the solution rides in the `altcha` field.
 */
export async function postVerified(
  url: string,
  body: FormData | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { origin, pathname } = new URL(url);
  const form = pathname.endsWith('.php') ? 'careers' : pathname.slice(pathname.lastIndexOf('/') + 1);
  body.append('altcha', await solvedChallenge(origin, form));
  return post(url, body, headers);
}
