import { atPath, ensureDebianPackage } from './debian-package';

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

/** Makes sure Chromium is there (installing Debian's package as root), or says what to install. */
export function ensureChromium(): boolean {
  return ensureDebianPackage({
    purpose: `The browser tests (Chromium at ${chromiumPath}; set CHROMIUM_PATH for another)`,
    present: atPath(chromiumPath),
    debianPackage: 'chromium',
  });
}
