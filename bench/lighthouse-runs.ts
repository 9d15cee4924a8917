import lighthouse from 'lighthouse';

/** One Lighthouse report. */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The middle value, or the mean of the two middle ones: single runs swing on a shared machine. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** An audit's figure (milliseconds for timings, a score for CLS); NaN when the audit is missing. */
export const audit = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

/** KB of one resource type ('script', 'image', ...) on the wire, from Lighthouse's resource summary. */
export function transferKb(lhr: LighthouseResult, type: string): number {
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  return (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
}

/**
 * One Lighthouse run (mobile; simulated throttling unless `devtools`, applied) of `url` in the Chromium
 * listening on `port`, or undefined when Lighthouse reports the run failed
 * (headless Chromium now and then records no paint on a busy machine).
 */
export async function lighthouseRun(
  url: string,
  port: number,
  onlyCategories?: string[],
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseResult | undefined> {
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories, throttlingMethod }))
    ?.lhr;
  if (lhr && !lhr.runtimeError) return lhr;
  console.log(`${url}: a Lighthouse run failed (${lhr?.runtimeError?.code ?? 'no result'})`);
  return undefined;
}
