// Runs axe-core over a rendered container and returns its violations as short strings.
import axe from 'axe-core';

/** 'rule-id: help (n nodes)' for each accessibility violation inside `element`. */
export async function axeViolations(element: Element): Promise<string[]> {
  const { violations } = await axe.run(element, { resultTypes: ['violations'] });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`);
}
