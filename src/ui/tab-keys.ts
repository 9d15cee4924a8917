/**
 * The index of the tab a key moves to in the WAI-ARIA tabs pattern, from the
 * tab at `at` of `count`: the arrows wrap, Home and End jump to the ends;
 * undefined for any other key. In a right-to-left tab list the next tab sits
 * to the left, so the arrows swap, as the APG asks of horizontal widgets. The
 * Tabs component and the early input that moves along tabs before React has
 * come both follow it.
 */
export function tabKeyTarget(key: string, at: number, count: number, rtl = false): number | undefined {
  const last = count - 1;
  const next = at === last ? 0 : at + 1;
  const previous = at === 0 ? last : at - 1;
  const targets: Partial<Record<string, number>> = {
    ArrowRight: rtl ? previous : next,
    ArrowLeft: rtl ? next : previous,
    Home: 0,
    End: last,
  };
  return targets[key];
}

/** Whether a tab list runs right to left, as its writing direction lays it out. */
export const runsRightToLeft = (list: Element | null | undefined): boolean =>
  !!list && getComputedStyle(list).direction === 'rtl';
