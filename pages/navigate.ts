// Client-side navigation between the host's pages, once the visitor has
// interacted: a same-origin link to a path the route table knows fetches that
// page's prerendered HTML (HTML, not JavaScript: a static section never reaches
// the browser as code), swaps it in, and wakes its islands. Own code rather
// than a library (Turbo, swup, htmx's boost): those bring their own lifecycles
// and caches for what is, here, one fetch and one swap beside the islands.
import { releaseIslands, watchIslands } from './island-loader.ts';
import { matchPath } from './match-path.ts';
import { setNavigator } from './navigator.ts';
import { redirects, resolveRoute } from './route-table.ts';
import { wholeStylesheet } from './site-stylesheet.ts';

/** Head elements that differ per page and are swapped with it. */
const PAGE_HEAD =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], ' +
  'link[rel="canonical"], link[rel="alternate"], link[rel="preload"][as="image"], script[type="application/ld+json"]';

let armed = false;
let latest = 0;
/** The path and query on screen: a history step that changes only the fragment is the browser's. */
let shown = location.pathname + location.search;

/** Whether the route table names `url` (a redirect counts): only such paths are fetched, the rest load as usual. */
function isSitePage(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  if (redirects.some((redirect) => matchPath(redirect.from, url.pathname))) return true;
  return resolveRoute(url.pathname).route.path !== '*';
}

/** A live region that reads the new page's title out, as a full load would. */
function announce(text: string): void {
  let region = document.getElementById('it-route-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'it-route-announcer';
    region.className = 'it-visually-hidden';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = text;
}

/** A script element the browser will run (one parsed by DOMParser never does). */
function runnable(script: HTMLScriptElement): HTMLScriptElement {
  const fresh = document.createElement('script');
  for (const { name, value } of script.attributes) fresh.setAttribute(name, value);
  fresh.textContent = script.textContent;
  return fresh;
}

/** Puts the new page in: its head tags, then each part of #root, keeping the islands that persist (the toaster). */
function swap(next: Document): void {
  const root = document.getElementById('root');
  const nextRoot = next.getElementById('root');
  if (!root || !nextRoot) throw new Error('the page has no #root');
  // A landing page may be in another language or palette than the page it was reached from.
  document.documentElement.lang = next.documentElement.lang;
  document.documentElement.toggleAttribute('data-theme', next.documentElement.hasAttribute('data-theme'));
  if (next.documentElement.dataset.theme) document.documentElement.dataset.theme = next.documentElement.dataset.theme;
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  document.head.append(...[...next.head.querySelectorAll(PAGE_HEAD)].map((node) => document.importNode(node, true)));
  const kept = new Map<string, Element>();
  for (const host of root.querySelectorAll(':scope > [data-persist]'))
    kept.set(host.getAttribute('data-island') ?? '', host);
  const children = [...nextRoot.children].map((child) => {
    const same = child.hasAttribute('data-persist') && kept.get(child.getAttribute('data-island') ?? '');
    if (same) {
      kept.delete(child.getAttribute('data-island') ?? '');
      return same;
    }
    return document.importNode(child, true);
  });
  for (const child of [...root.children]) if (!children.includes(child)) releaseIslands(child);
  root.replaceChildren(...children);
  for (const script of root.querySelectorAll('script:not([type="application/ld+json"])')) {
    script.replaceWith(runnable(script as HTMLScriptElement));
  }
  watchIslands(root);
}

/** Scrolls to the address's fragment, or to the top, and moves focus to the new page. */
function settle(url: URL): void {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const main = document.querySelector<HTMLElement>('main');
  main?.focus({ preventScroll: true });
  announce(document.title);
}

/**
 * Shows the page at `to` without reloading: fetch its HTML, swap it in, update
 * history (unless it came from history), settle scroll and focus. Anything
 * unexpected (a network failure, a status other than 200, a page without
 * #root) falls back to a full navigation, which shows whatever the server says.
 */
export async function navigate(to: string, { replace = false, fromHistory = false } = {}): Promise<void> {
  armNavigation();
  const url = new URL(to, location.href);
  if (!isSitePage(url)) return location.assign(url);
  const ticket = ++latest;
  try {
    // The whole stylesheet, as the new page may show sections this one's own part lacks.
    const [response] = await Promise.all([
      fetch(url.pathname + url.search, { headers: { accept: 'text/html' } }),
      wholeStylesheet(),
    ]);
    if (!response.ok || !response.headers.get('content-type')?.includes('text/html'))
      throw new Error(String(response.status));
    const finalUrl = new URL(response.url);
    finalUrl.hash = url.hash;
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    // A later click won the race; this page is no longer wanted.
    if (ticket !== latest) return;
    // A page's own colour is in its inline sheet, which the CSP admits only on the page it came with (and the
    // sheet of the page left behind would keep colouring this one): such a change of colour loads the page whole.
    if (next.documentElement.dataset.accent !== document.documentElement.dataset.accent)
      return fromHistory ? location.reload() : location.assign(finalUrl);
    if (!fromHistory) history[replace ? 'replaceState' : 'pushState'](null, '', finalUrl);
    swap(next);
    shown = finalUrl.pathname + finalUrl.search;
    settle(finalUrl);
  } catch {
    if (fromHistory) location.reload();
    else location.assign(url);
  }
}

/** Whether a click is a plain left click on a same-window link the page may handle itself. */
function ownClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link;
}

/** From now on, link clicks to the site's pages and back/forward navigate client-side. */
export function armNavigation(): void {
  if (armed) return;
  armed = true;
  setNavigator((to, options) => void navigate(to, options));
  // For CSS and tests: links now move client-side.
  document.documentElement.dataset.clientNavigation = '';
  document.addEventListener('click', (event) => {
    const link = ownClick(event);
    if (!link) return;
    const url = new URL(link.href);
    // A jump within the page stays the browser's.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    if (!isSitePage(url)) return;
    event.preventDefault();
    void navigate(url.href);
  });
  addEventListener('popstate', () => {
    if (location.pathname + location.search !== shown) void navigate(location.href, { fromHistory: true });
  });
}
