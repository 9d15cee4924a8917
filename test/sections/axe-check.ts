// Runs axe-core over a rendered section and returns one line per violation,
// so an assertion shows what is wrong instead of a DOM dump.
import axe from 'axe-core';

/** axe's violations inside `root`, as 'rule: target' lines; [] when clean. */
export async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
