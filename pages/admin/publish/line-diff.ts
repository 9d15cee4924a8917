// Which lines of two texts the other lacks, by their longest common
// subsequence: enough to mark what changed in two versions of one page.

/** For each line of `a` and of `b`, whether the other text has it at that point of the common sequence. */
export function changedLines(a: readonly string[], b: readonly string[]): { a: boolean[]; b: boolean[] } {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const common = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * cols + j] =
        a[i] === b[j]
          ? common[(i + 1) * cols + j + 1]! + 1
          : Math.max(common[(i + 1) * cols + j]!, common[i * cols + j + 1]!);
    }
  }
  const changedA = a.map(() => true);
  const changedB = b.map(() => true);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      changedA[i++] = false;
      changedB[j++] = false;
    } else if (common[(i + 1) * cols + j]! >= common[i * cols + j + 1]!) i++;
    else j++;
  }
  return { a: changedA, b: changedB };
}
