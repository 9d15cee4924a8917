interface StoredCookie {
  value: string;
  path: string;
}

/** A cookie's path when Set-Cookie names none: the request path up to its last slash (RFC 6265, 5.1.4). */
const defaultPath = (url: URL) => url.pathname.slice(0, Math.max(1, url.pathname.lastIndexOf('/')));

/** Whether a cookie set for `cookiePath` goes with a request for `path` (RFC 6265, 5.1.4). */
const pathMatches = (path: string, cookiePath: string) =>
  path === cookiePath || (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));

/**
 * One browser's cookies over fetch, for driving sign-in flows from node:test:
 * keeps what each host sets (a browser shares them across ports) (by name and path; `Max-Age=0` or a past
 * `Expires` deletes) and sends back what matches a request's host and path.
 * Redirects are not followed, so each step can be looked at. `Secure` is not
 * enforced: the tests' servers speak plain http on loopback.
 */
export class CookieClient {
  #jar = new Map<string, Map<string, StoredCookie>>();

  /** fetch with this client's cookies, storing those the answer sets. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.header(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(target, line);
    return response;
  }

  /** The Cookie header this client would send to `url`. */
  header(url: URL): string {
    const cookies = [...(this.#jar.get(url.hostname)?.entries() ?? [])];
    return cookies
      .filter(([, { path }]) => pathMatches(url.pathname, path))
      .map(([key, { value }]) => `${key.split(' ')[0]}=${value}`)
      .join('; ');
  }

  /** The value of the cookie `name` kept for `host`, if any. */
  get(host: string, name: string): string | undefined {
    return [...(this.#jar.get(host)?.entries() ?? [])].find(([key]) => key.split(' ')[0] === name)?.[1].value;
  }

  /** Overwrites the value of a kept cookie (as someone editing their own cookies would). */
  set(host: string, name: string, value: string): void {
    for (const [key, cookie] of this.#jar.get(host) ?? []) if (key.split(' ')[0] === name) cookie.value = value;
  }

  #store(url: URL, line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attribute = (wanted: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${wanted}=`))?.slice(wanted.length + 1);
    const path = attribute('path') ?? defaultPath(url);
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const gone =
      (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    const jar = this.#jar.get(url.hostname) ?? new Map<string, StoredCookie>();
    this.#jar.set(url.hostname, jar);
    // Keyed by name and path, as a browser keeps them.
    if (gone) jar.delete(`${name} ${path}`);
    else jar.set(`${name} ${path}`, { value, path });
  }
}
