// How the tests launch Chromium, in plain JavaScript so that both the
// web-test-runner config (an .mjs file Node loads as is) and the TypeScript
// helpers (test/support/chromium.ts) read the one list.

/** Where the tests find Chromium: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a closed network (see ../shared/TOOLCHAIN.md beside the project). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
