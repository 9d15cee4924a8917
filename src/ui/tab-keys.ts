/**
 * The index of the tab a key moves to in the WAI-ARIA tabs pattern, from the
 * tab at `at` of `count`: Left and Right wrap, Home and End jump to the ends;
 * undefined for any other key. The Tabs component and the early input that
 * moves along tabs before React has come both follow it.
 */
export function tabKeyTarget(key: string, at: number, count: number): number | undefined {
  const last = count - 1;
  const targets: Partial<Record<string, number>> = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  return targets[key];
}
