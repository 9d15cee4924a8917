import { chromiumPath } from './chromium-launch.mjs';
import { atPath, ensureDebianPackage } from './debian-package';

export { chromiumArgs, chromiumPath } from './chromium-launch.mjs';

/** Makes sure Chromium is there (installing Debian's package as root), or says what to install. */
export function ensureChromium(): boolean {
  return ensureDebianPackage({
    purpose: `The browser tests (Chromium at ${chromiumPath}; set CHROMIUM_PATH for another)`,
    present: atPath(chromiumPath),
    debianPackage: 'chromium',
  });
}
