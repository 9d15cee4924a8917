// What one tag adds to a partner's page: Lighthouse on a plain page of
// another origin without a widget, with <it-enquiry-form> and with <it-tech-stack>,
// the three alternating run by run so the machine's noise falls on all of them.
import { freePort } from '../test/support/free-port.ts';
import { startSite } from '../test/support/site-server.ts';
import { audit, lighthouseRun, median, transferKb, type LighthouseResult } from './lighthouse-runs.ts';
import { partnerPageHtml, startPartnerServer } from './partner-server.ts';

/** The partner budgets: what one tag may add to a partner page's LCP and TBT. */
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
  /** When the tag first showed its content, and when it was ready (it-ready), as the page's own marks saw them. */
  visibleMs: number | null;
  readyMs: number | null;
  /** The figures before the widgets' first view was prerendered, for context. */
  before: string;
  added: { jsKb: number; lcpMs: number; tbtMs: number } | null;
}

/** The partner page section of the bench: each variant's figures and the budgets it missed. */
export interface PartnerFigures {
  budget: typeof partnerBudget;
  /** Applied throttling: the figures the budgets judge. */
  variants: PartnerVariantFigures[];
  /** Lighthouse's default simulated throttling, for comparison. */
  simulated: PartnerVariantFigures[];
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
  const key = (method: Method, page: string) => `${method} ${page}`;
  const results = new Map<string, LighthouseResult[]>(
    methods.flatMap((method) => variants.map((v) => [key(method, v.page), []])),
  );
  try {
    // Not counted: the first run on a new origin is often the slowest, and it
    // would always fall on the page without a widget.
    await lighthouseRun(`${partner.origin}/none.html`, chromePort, ['performance']);
    for (let pass = 1; pass <= runs; pass++) {
      for (const method of methods) {
        for (const { page } of variants) {
          // A failed run is retried at once, at most twice, so the order holds.
          for (let attempt = 0; attempt < 3; attempt++) {
            const lhr = await lighthouseRun(`${partner.origin}/${page}.html`, chromePort, ['performance'], method);
            if (!lhr) continue;
            results.get(key(method, page))!.push(lhr);
            break;
          }
        }
      }
      console.log(`partner page: pass ${pass} of ${runs} measured`);
    }
  } finally {
    await partner.close();
    await site.close();
  }
  const [applied, simulated] = methods.map((method) => {
    const measured = variants.map((variant) => medians(variant, results.get(key(method, variant.page))!));
    const [none] = measured;
    for (const figures of measured.slice(1)) {
      figures.added = {
        jsKb: round(figures.jsKb - none!.jsKb, 10),
        lcpMs: figures.lcpMs - none!.lcpMs,
        tbtMs: figures.tbtMs - none!.tbtMs,
      };
    }
    return measured;
  });
  return { budget: partnerBudget, variants: applied!, simulated: simulated ?? [], misses: applied!.flatMap(missed) };
}

const round = (value: number, per: number) => Math.round(value * per) / per;

/** A user timing mark's time since navigation, in ms (NaN when the run recorded none). */
function mark(lhr: LighthouseResult, name: string): number {
  const items = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)
    ?.items;
  return items?.find((item) => item.name === name)?.startTime ?? NaN;
}

function medians(variant: (typeof variants)[number], runs: LighthouseResult[]): PartnerVariantFigures {
  if (runs.length === 0) throw new Error(`Lighthouse could not measure the partner page ${variant.page}`);
  const of = (read: (lhr: LighthouseResult) => number) => median(runs.map(read));
  const lcp = (lhr: LighthouseResult) => Math.round(audit(lhr, 'largest-contentful-paint'));
  return {
    page: variant.page,
    tag: variant.tag ?? null,
    runs: runs.length,
    jsKb: round(
      of((lhr) => transferKb(lhr, 'script')),
      10,
    ),
    lcpMs: Math.round(of(lcp)),
    lcpRunsMs: runs.map(lcp),
    tbtMs: Math.round(of((lhr) => audit(lhr, 'total-blocking-time'))),
    cls: round(
      of((lhr) => audit(lhr, 'cumulative-layout-shift')),
      1000,
    ),
    visibleMs: variant.tag ? Math.round(of((lhr) => mark(lhr, 'widget-visible'))) : null,
    readyMs: variant.tag ? Math.round(of((lhr) => mark(lhr, 'widget-ready'))) : null,
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

/**
 * Budgets are judged on Lighthouse's applied throttling (`devtools`: Chromium
 * itself slowed to the mobile profile), and its default simulation is reported
 * beside it. The simulation estimates a slow load from a fast one: any script
 * that finished before the fast load's first paint counts as holding that paint
 * up. On loopback a widget's module scripts always finish first, though a browser
 * never waits for a module script to paint, so the simulation charges the page's
 * own paragraph with the widget's scripts; the applied run shows what happens.
 */
const allMethods = ['devtools', 'simulate'] as const;
type Method = (typeof allMethods)[number];
/** BENCH_METHODS=devtools skips the simulation (a quicker run while working on the widgets). */
const methods = allMethods.filter((method) => (process.env.BENCH_METHODS ?? 'devtools,simulate').includes(method));

/** The section of bench/report.md, as Markdown lines. */
export function partnerReport({ variants: applied, simulated }: PartnerFigures): string[] {
  const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
  const counts = [...new Set(applied.map((f) => f.runs))];
  const runs = counts.length === 1 ? `${counts[0]}` : applied.map((f) => `${f.runs} (${f.page})`).join(', ');
  const table = (measured: PartnerVariantFigures[], budgets: boolean) => [
    `| page | JS KB | LCP ms (range) | TBT ms | CLS | JS added KB | LCP added ms${budgets ? ` [≤${partnerBudget.lcpAddedMs}]` : ''} | TBT added ms${budgets ? ` [≤${partnerBudget.tbtAddedMs}]` : ''} |${budgets ? ' tag visible ms | tag ready ms |' : ''} before the prerendered first view (simulated) |`,
    `|---|---|---|---|---|---|---|---|${budgets ? '---|---|' : ''}---|`,
    ...measured.map(
      (f) =>
        `| ${f.tag ? `\`<${f.tag}>\`` : 'no widget'} | ${f.jsKb} | ${f.lcpMs} (${Math.min(...f.lcpRunsMs)}–${Math.max(...f.lcpRunsMs)}) | ${f.tbtMs} | ${f.cls} | ${f.added ? signed(f.added.jsKb) : ''} | ${f.added ? signed(f.added.lcpMs) : ''} | ${f.added ? signed(f.added.tbtMs) : ''} |${budgets ? ` ${f.visibleMs ?? ''} | ${f.readyMs ?? ''} |` : ''} ${f.before} |`,
    ),
  ];
  return [
    "## Partner page (what one tag adds to a partner's page)",
    '',
    `A plain page (heading, two paragraphs, its own styles) served by its own server on another loopback origin, loading one tag's script from the site (started with PARTNER_ORIGINS naming that origin). Lighthouse 12 mobile; ${runs} runs per page and throttling method after one uncounted warm-up run, alternating the pages run by run so the machine's noise falls on all of them; each figure is the median (LCP with the runs' range). "Added" is the page's median minus the median without a widget; budgets are in brackets. The last column is the issue's measurement before this work, for context (simulated throttling, another day and build: not comparable run for run).`,
    '',
    'Applied throttling (Chromium slowed to Lighthouse\'s mobile profile; the budgets judge these). "Tag visible" is when the tag\'s shadow root first showed its content and "tag ready" when it dispatched it-ready, both since navigation, as the partner page\'s own script saw them (a mark each, checked every frame):',
    '',
    ...table(applied, true),
    '',
    ...(simulated.length === 0
      ? []
      : [
          "Lighthouse's default simulated throttling, for comparison. It estimates the slow load from a fast one and counts every script that finished before the fast load's first paint as holding that paint up; on loopback a widget's module scripts always do, although a browser paints without waiting for them, so these LCP figures charge the page's own paragraph with the widget's scripts:",
          '',
          ...table(simulated, false),
        ]),
  ];
}
