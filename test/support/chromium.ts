import { benchChromiumPath, chromiumPath } from './chromium-launch.mjs';
import { atPath, ensureDebianPackage } from './debian-package';

export { benchChromiumPath, chromiumArgs, chromiumPath } from './chromium-launch.mjs';

/** Makes sure the tests' Chromium is there (installing Debian's package as root), or says what to install. */
export function ensureChromium(): boolean {
  return ensureDebianPackage({
    purpose: `The browser tests (Chromium's headless shell at ${chromiumPath}; set CHROMIUM_PATH for another)`,
    present: atPath(chromiumPath),
    debianPackage: 'chromium-headless-shell',
  });
}

/** Makes sure the full Chromium the benchmarks measure is there, as {@link ensureChromium} does. */
export function ensureBenchChromium(): boolean {
  return ensureDebianPackage({
    purpose: `The benchmarks (Chromium at ${benchChromiumPath}; set BENCH_CHROMIUM_PATH for another)`,
    present: atPath(benchChromiumPath),
    debianPackage: 'chromium',
  });
}
