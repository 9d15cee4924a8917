import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Where the tests find Chromium: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a closed network (see TOOLCHAIN.md). */
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

/**
 * Makes sure a Chromium is there: installs Debian's package when running as
 * root, and otherwise says exactly what to install. Returns false if it cannot.
 */
export function ensureChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${chromiumPath} is missing: installing Debian's chromium (apt-get install chromium)...`);
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    if (install.status === 0 && existsSync(chromiumPath)) return true;
  }
  console.error(
    [
      `The browser tests need Chromium at ${chromiumPath}, and it is not there.`,
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at another Chromium build.',
    ].join('\n'),
  );
  return false;
}
