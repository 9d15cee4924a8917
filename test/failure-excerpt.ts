// What `npm test` prints again at its end for a room that failed.

/**
 * The lines of a room's output that say what failed: each line the runners
 * mark as failing (web-test-runner ❌, node:test ✖, Playwright ✘) with the
 * lines after it, which hold the assertion and where it was; the output's end
 * when no line is marked (a runner that crashed).
 */
export function failureExcerpt(output: string, context = 12, most = 150): string {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
  const lines = output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').split(/\r?\n/);
  const kept = new Set<number>();
  lines.forEach((line, at) => {
    if (/[❌✖✘]/.test(line)) for (let next = at; next <= at + context && next < lines.length; next++) kept.add(next);
  });
  const excerpt = kept.size > 0 ? [...kept].map((at) => lines[at]) : lines.slice(-40);
  return excerpt.slice(0, most).join('\n');
}
