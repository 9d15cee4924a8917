// How the tests launch Chromium, read by the web-test-runner config and by the
// helpers (test/support/chromium.ts) from the one list. Apart from chromium.ts:
// Node loads the runner's config with its own type stripping, which follows
// only imports that name their `.ts` file, as this file's (none) and the
// config's do; chromium.ts's imports are tsx's to resolve.

/**
 * The browser the tests drive: CHROMIUM_PATH, or Debian's chromium-headless-shell.
 * It is the Chromium build Playwright itself runs headless: the same Blink and
 * Skia without the desktop browser around them, so a suite that loads hundreds
 * of pages spends about a quarter less CPU than with the full browser.
 */
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser the benchmarks measure (Lighthouse): the full Chromium, as visitors run it. */
export const benchChromiumPath: string = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags that let Chromium run headless as root on a closed network: no sandbox
 * (root has none), and none of the background connections a closed network
 * refuses, many at a time, which slowed every start.
 */
export const chromiumArgs: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The headless shell hints glyphs to whole pixels by default, which widens
  // text until lines wrap elsewhere; unhinted, it lays text out as the desktop
  // browser does and the reviewed screenshots hold (light text on a dark band
  // still anti-aliases a shade thinner).
  '--font-render-hinting=none',
];
