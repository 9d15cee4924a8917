// What one tag adds to a partner's page (issue 14): Lighthouse on a plain page of
// another origin without a widget, with <it-enquiry-form> and with <it-tech-stack>,
// the three alternating run by run so the machine's noise falls on all of them.
import { freePort } from '../support/free-port';
import { startSite } from '../support/site-server';
import { audit, lighthouseRun, median, transferKb, type LighthouseResult } from './lighthouse-runs';
import { partnerPageHtml, startPartnerServer } from './partner-server';

/** Issue 14's budgets: what one tag may add to a partner page's LCP and TBT. */
export const partnerBudget = { lcpAddedMs: 100, tbtAddedMs: 10 };

/** The variants, the page without a widget first: the others are measured against it. */
const variants = [
  { page: 'none', tag: undefined, before: 'LCP 646 ms' },
  { page: 'enquiry-form', tag: 'it-enquiry-form', before: 'LCP 990 ms, 80.5 KB JS' },
  { page: 'tech-stack', tag: 'it-tech-stack', before: 'LCP 1,797 ms, 69 KB JS' },
] as const;

/** One variant's medians, and for a widget what it adds to the page without one. */
export interface PartnerVariantFigures {
  page: string;
  tag: string | null;
  /** Lighthouse runs that succeeded. */
  runs: number;
  jsKb: number;
  lcpMs: number;
  /** Every run's LCP, for the spread. */
  lcpRunsMs: number[];
  tbtMs: number;
  cls: number;
  /** The figures before issue 14's work, from the issue, for context. */
  before: string;
  added: { jsKb: number; lcpMs: number; tbtMs: number } | null;
}

/** The partner page section of the bench: each variant's figures and the budgets it missed. */
export interface PartnerFigures {
  budget: typeof partnerBudget;
  variants: PartnerVariantFigures[];
  misses: string[];
}

/**
 * Serves the three pages from a partner origin and a copy of the site that lets
 * that origin in (PARTNER_ORIGINS), then runs Lighthouse `runs` times on each in
 * the Chromium listening on `chromePort`: none, enquiry form, tech stack, none, ...
 */
export async function benchPartnerPage(chromePort: number, runs: number): Promise<PartnerFigures> {
  const port = await freePort();
  const site = await startSite({ PARTNER_ORIGINS: `http://127.0.0.1:${port}` });
  const pages = Object.fromEntries(variants.map((v) => [v.page, partnerPageHtml(site.url, v.tag)]));
  const partner = await startPartnerServer(port, pages);
  const results = new Map<string, LighthouseResult[]>(variants.map((v) => [v.page, []]));
  try {
    // Not counted: the first run on a new origin is often the slowest, and it
    // would always fall on the page without a widget.
    await lighthouseRun(`${partner.origin}/none.html`, chromePort, ['performance']);
    for (let pass = 1; pass <= runs; pass++) {
      for (const { page } of variants) {
        // A failed run is retried at once, at most twice, so the order holds.
        for (let attempt = 0; attempt < 3; attempt++) {
          const lhr = await lighthouseRun(`${partner.origin}/${page}.html`, chromePort, ['performance']);
          if (!lhr) continue;
          results.get(page)!.push(lhr);
          break;
        }
      }
      console.log(`partner page: pass ${pass} of ${runs} measured`);
    }
  } finally {
    await partner.close();
    await site.close();
  }
  const measured = variants.map((variant) => medians(variant, results.get(variant.page)!));
  const [none] = measured;
  for (const figures of measured.slice(1)) {
    figures.added = {
      jsKb: round(figures.jsKb - none!.jsKb, 10),
      lcpMs: figures.lcpMs - none!.lcpMs,
      tbtMs: figures.tbtMs - none!.tbtMs,
    };
  }
  return { budget: partnerBudget, variants: measured, misses: measured.flatMap(missed) };
}

const round = (value: number, per: number) => Math.round(value * per) / per;

function medians(variant: (typeof variants)[number], runs: LighthouseResult[]): PartnerVariantFigures {
  if (runs.length === 0) throw new Error(`Lighthouse could not measure the partner page ${variant.page}`);
  const of = (read: (lhr: LighthouseResult) => number) => median(runs.map(read));
  const lcp = (lhr: LighthouseResult) => Math.round(audit(lhr, 'largest-contentful-paint'));
  return {
    page: variant.page,
    tag: variant.tag ?? null,
    runs: runs.length,
    jsKb: round(of((lhr) => transferKb(lhr, 'script')), 10),
    lcpMs: Math.round(of(lcp)),
    lcpRunsMs: runs.map(lcp),
    tbtMs: Math.round(of((lhr) => audit(lhr, 'total-blocking-time'))),
    cls: round(of((lhr) => audit(lhr, 'cumulative-layout-shift')), 1000),
    before: variant.before,
    added: null,
  };
}

function missed({ tag, added }: PartnerVariantFigures): string[] {
  if (!added) return [];
  return [
    added.lcpMs > partnerBudget.lcpAddedMs
      ? `partner page: \`<${tag}>\` adds ${added.lcpMs} ms of LCP > ${partnerBudget.lcpAddedMs}`
      : '',
    added.tbtMs > partnerBudget.tbtAddedMs
      ? `partner page: \`<${tag}>\` adds ${added.tbtMs} ms of TBT > ${partnerBudget.tbtAddedMs}`
      : '',
  ].filter(Boolean);
}

/** The section of bench/report.md, as Markdown lines. */
export function partnerReport({ variants: measured }: PartnerFigures): string[] {
  const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
  const counts = [...new Set(measured.map((f) => f.runs))];
  const runs = counts.length === 1 ? `${counts[0]}` : measured.map((f) => `${f.runs} (${f.page})`).join(', ');
  return [
    "## Partner page (issue 14: what one tag adds to a partner's page)",
    '',
    `A plain page (heading, two paragraphs, its own styles) served by its own server on another loopback origin, loading one tag's script from the site (started with PARTNER_ORIGINS naming that origin). Lighthouse 12 mobile, simulated throttling; ${runs} runs per page after one uncounted warm-up run, alternating the pages run by run so the machine's noise falls on all of them; each figure is the median (LCP with the runs' range). "Added" is the page's median minus the median without a widget; budgets are in brackets. The last column is the issue's measurement before this work, for context (another day and build: not comparable run for run).`,
    '',
    `| page | JS KB | LCP ms (range) | TBT ms | CLS | JS added KB | LCP added ms [≤${partnerBudget.lcpAddedMs}] | TBT added ms [≤${partnerBudget.tbtAddedMs}] | before issue 14 |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...measured.map(
      (f) =>
        `| ${f.tag ? `\`<${f.tag}>\`` : 'no widget'} | ${f.jsKb} | ${f.lcpMs} (${Math.min(...f.lcpRunsMs)}–${Math.max(...f.lcpRunsMs)}) | ${f.tbtMs} | ${f.cls} | ${f.added ? signed(f.added.jsKb) : ''} | ${f.added ? signed(f.added.lcpMs) : ''} | ${f.added ? signed(f.added.tbtMs) : ''} | ${f.before} |`,
    ),
  ];
}
