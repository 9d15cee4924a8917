// What `npm test` prints again at its end for a room that failed.

const marked = /[❌✖✘]/;

/**
 * The lines from `from` that tell one failure: up to the next line after
 * `head` for which `ends` holds, and at most `most` lines, without the blank
 * lines at its end.
 */
function block(lines: string[], from: number, ends: (line: string) => boolean, most: number, head = from): string[] {
  let to = head + 1;
  while (to < lines.length && to - from < most && !ends(lines[to]!)) to++;
  const kept = lines.slice(from, to);
  while (kept.length > 1 && kept.at(-1)!.trim() === '') kept.pop();
  return kept;
}

/**
 * The first failure with its assertion and where it was, as each runner
 * prints it:
 * - node:test repeats every failure, error included, under "failing tests:";
 * - Playwright's list reporter marks a failing test ✘ on one line, then
 *   prints its error under a numbered header (`  1) [project] › file › title`);
 * - web-test-runner prints the error right under the test it marks ❌.
 */
function firstFailure(lines: string[], most: number): string[] | undefined {
  const summary = lines.findIndex((line) => /^✖ failing tests:/.test(line));
  if (summary !== -1) {
    const first = lines.findIndex((line, at) => at > summary && marked.test(line));
    if (first !== -1) {
      // The line above names the test's file: "test at path:line:column".
      const from = lines[first - 1]?.startsWith('test at ') ? first - 1 : first;
      return block(lines, from, (line) => line.startsWith('test at ') || marked.test(line), most, first);
    }
  }
  const numbered = lines.findIndex((line) => /^ {2}1\) /.test(line));
  if (numbered !== -1) return block(lines, numbered, (line) => /^ {2}(\d+\) |\d+ (failed|flaky))/.test(line), most);
  const first = lines.findIndex((line) => marked.test(line));
  // Its error is indented under it; the runner's own lines that follow are not.
  return first === -1 ? undefined : block(lines, first, (line) => marked.test(line) || /^\S/.test(line), most);
}

/**
 * What a failed room's output says failed, kept short, since CI keeps only the
 * end of what `npm test` prints: each failing test's line once (node:test
 * marks a test ✖ twice, and every suite around it), then the first failure
 * in full, last, as a failure early in a file often fails the tests after it.
 * A room that marked no test (a runner that crashed) gives the end of its
 * output.
 */
export function failureExcerpt(output: string, { names = 40, detail = 30 } = {}): string {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
  const lines = output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').split(/\r?\n/);
  const failing = [
    ...new Set(lines.filter((line) => marked.test(line) && !/failing tests:/.test(line)).map((line) => line.trim())),
  ];
  const first = firstFailure(lines, detail);
  if (failing.length === 0 || !first) return lines.slice(-40).join('\n');
  const listed = failing.slice(0, names);
  if (failing.length > names) listed.push(`… and ${failing.length - names} more`);
  return [...listed.map((line) => `  ${line}`), '', 'The first failure:', ...first].join('\n');
}
