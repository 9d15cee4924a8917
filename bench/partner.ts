// `npm run bench:partner`: only the partner page section of `npm run bench`
// (what one tag adds to a partner's page), printed rather than written to
// bench/report.md, which keeps the full run's figures. Builds unless --no-build.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { benchChromiumPath, chromiumArgs, ensureBenchChromium } from '../test/support/chromium.ts';
import { benchPartnerPage, partnerReport } from './partner-page.ts';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
if (!ensureBenchChromium()) process.exit(1);

const chrome = await chromeLauncher.launch({ chromePath: benchChromiumPath, chromeFlags: chromiumArgs });
try {
  const figures = await benchPartnerPage(chrome.port, Number(process.env.BENCH_RUNS ?? 5));
  console.log(['', ...partnerReport(figures), '', '## Budgets missed', ''].join('\n'));
  console.log(figures.misses.length ? figures.misses.map((miss) => `- ${miss}`).join('\n') : 'None.');
  console.log(`\n${JSON.stringify(figures, null, 2)}`);
} finally {
  chrome.kill();
}
