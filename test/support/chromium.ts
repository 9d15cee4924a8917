import { benchChromiumPath, chromiumPath } from './chromium-launch.ts';
import { atPath, ensureDebianPackage } from './debian-package.ts';

export { benchChromiumPath, chromiumArgs, chromiumPath } from './chromium-launch.ts';

/** Makes sure the tests' Chromium is there (installing Debian's package as root), or says what to install. */
export function ensureChromium(): boolean {
  return (
    ensureDebianPackage({
      purpose: `The browser tests (Chromium's headless shell at ${chromiumPath}; set CHROMIUM_PATH for another)`,
      present: atPath(chromiumPath),
      debianPackage: 'chromium-headless-shell',
    }) && ensureArialMetrics()
  );
}

/**
 * The site sizes its fallback to Inter on Arial's metrics, which Linux draws
 * in Liberation Sans; without it Chromium falls back to DejaVu and the font
 * swap and partner-typeface specs measure another face. The headless shell
 * does not bring it (the full chromium package only recommends it).
 */
function ensureArialMetrics(): boolean {
  return ensureDebianPackage({
    purpose: 'The browser tests (Liberation Sans, the Arial-metric face the fallback to Inter is sized on)',
    present: atPath('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
    debianPackage: 'fonts-liberation',
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
