// Components declare their stylesheets by import, beside their code, as Shoelace
// and Lit components declare `static styles`: `import '../styles/tabs.css';`.
// This rollup plugin gives those imports their meaning:
// - in the bundle a stylesheet import is empty (the site inlines one sheet,
//   a widget adopts its sheets into its shadow root);
// - `import styles from '../src/sections/X?styles'` is the list of sheets the
//   section reaches by following its imports, for a widget's shadow root;
// - the site's stylesheet is every sheet the host's module graph imports
//   ({@link sheetsOf});
// - the build fails, naming the component, when a class a module renders has no
//   rule in the sheets that module reaches.
// Nothing is guessed from class names: a sheet is in when an import says so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginContext } from 'rollup';
import { classNamesInCss, classNamesInSource } from './class-names.ts';

/** A plain stylesheet import (not `?inline`, which is a string for a shadow root). */
const isSheet = (id: string) => id.endsWith('.css');

/** The document's own sheets come first, in this order, then components' sheets by name, then libraries'. */
const leading = ['fonts.css', 'tokens.css', 'base.css'];

/** One cascade order for the site and every widget: a widget's sheets are the site's, minus what it does not render. */
export function sheetOrder(a: string, b: string): number {
  const rank = (id: string): [number, string] => {
    const name = path.basename(id);
    if (id.includes('/node_modules/')) return [leading.length + 1, name];
    const first = leading.indexOf(name);
    return first >= 0 ? [first, ''] : [leading.length, name];
  };
  const [ra, na] = rank(a);
  const [rb, nb] = rank(b);
  return ra - rb || na.localeCompare(nb);
}

/** The stylesheets among a build's module ids, in cascade order. */
export function sheetsOf(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter(isSheet).sort(sheetOrder);
}

/** True for our own source modules, whose class names the build checks. */
const isSource = (id: string) =>
  !id.includes('/node_modules/') && !id.includes('\0') && !id.includes('?') && /\.(tsx?|mjs|js)$/.test(id);

/** `src/ui/Tabs.tsx` → `Tabs`, the name a developer looks for. */
const componentName = (id: string) => path.basename(id).replace(/\.\w+$/, '');

/**
 * True when `name` has a rule in `defined`. A BEM block name with no rule of its
 * own (`it-tech-stack` on a section whose parts are styled) names its component:
 * it counts as styled when rules for its elements or modifiers come with it, or
 * when the sheet named after the block (tech-stack.css) is among `sheetNames`.
 */
function isStyled(name: string, defined: Set<string>, sheetNames: Set<string>): boolean {
  if (defined.has(name)) return true;
  if (name.includes('__') || name.includes('--')) return false;
  if (sheetNames.has(`${name.replace(/^it-/, '')}.css`)) return true;
  for (const other of defined) if (other.startsWith(`${name}__`) || other.startsWith(`${name}--`)) return true;
  return false;
}

/**
 * The classes each source module renders that no sheet it reaches styles, as
 * messages naming the component. `importsOf(id)` gives a module's static and
 * dynamic imports; `read(id)` its text.
 */
export function unstyledClasses(
  moduleIds: Iterable<string>,
  importsOf: (id: string) => Iterable<string>,
  read = (id: string) => readFileSync(id, 'utf8'),
): string[] {
  const classesOfSheet = new Map<string, Set<string>>();
  const sheetClasses = (id: string): Set<string> => {
    if (!classesOfSheet.has(id)) classesOfSheet.set(id, classNamesInCss(read(id)));
    return classesOfSheet.get(id)!;
  };
  /** Every sheet reachable from `id` through imports. */
  const reach = (id: string): Set<string> => {
    const seen = new Set([id]);
    const sheets = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      for (const imported of importsOf(stack.pop()!)) {
        // A sheet taken as text for a shadow root (`x.css?inline`) is imported all the same.
        const child = imported.replace(/\?inline$/, '');
        if (seen.has(child)) continue;
        seen.add(child);
        if (isSheet(child)) sheets.add(child);
        else if (!child.includes('/node_modules/')) stack.push(child);
      }
    }
    return sheets;
  };
  const problems: string[] = [];
  for (const id of moduleIds) {
    if (!isSource(id)) continue;
    const used = classNamesInSource(read(id), id);
    if (used.size === 0) continue;
    const sheets = reach(id);
    const defined = new Set([...sheets].flatMap((sheet) => [...sheetClasses(sheet)]));
    const names = [...sheets].map((sheet) => path.basename(sheet)).sort();
    const missing = [...used].filter((name) => !isStyled(name, defined, new Set(names)));
    if (missing.length === 0) continue;
    problems.push(
      `${componentName(id)} (${path.relative(process.cwd(), id)}) uses ${missing.map((m) => `.${m}`).join(', ')}, ` +
        `but no stylesheet it imports has a rule for ${missing.length > 1 ? 'them' : 'it'} ` +
        `(it reaches ${names.length > 0 ? names.join(', ') : 'no stylesheet'}). Import the sheet beside the component, or drop the class.`,
    );
  }
  return problems;
}

/**
 * A rollup resolveId hook for imports that end with `query` (`?styles`,
 * `?inline`): the path resolves as usual, and the query stays on the id.
 */
export function resolveWithQuery(
  query: string,
): (this: PluginContext, source: string, importer: string | undefined) => Promise<string | null> {
  return async function resolveId(source, importer) {
    if (!source.endsWith(query)) return null;
    const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
    return resolved && `${resolved.id}${query}`;
  };
}

/**
 * The rollup plugin. A `?styles` module imports each sheet as `x.css?inline`
 * (a string made fit for a shadow root by another plugin); `exclude` names
 * sheets every widget adopts anyway (tokens, base).
 */
export function componentStyles({ exclude = [] }: { exclude?: string[] } = {}): Plugin {
  return {
    name: 'component-styles',

    resolveId: resolveWithQuery('?styles'),

    async load(id) {
      if (isSheet(id)) {
        this.addWatchFile(id);
        return { code: '', moduleSideEffects: false };
      }
      if (!id.endsWith('?styles')) return null;
      // resolveDependencies: without it this.load returns before the module's
      // imports are resolved, and a walk sees only part of the graph (rollup PR #4358).
      const sheets = new Set<string>();
      const seen = new Set<string>();
      const visit = async (moduleId: string): Promise<void> => {
        if (seen.has(moduleId) || moduleId.includes('/node_modules/') || moduleId.includes('\0')) return;
        seen.add(moduleId);
        if (isSheet(moduleId)) return void sheets.add(moduleId);
        const info = await this.load({ id: moduleId, resolveDependencies: true });
        await Promise.all([...info.importedIds, ...info.dynamicallyImportedIds].map(visit));
      };
      await visit(id.slice(0, -'?styles'.length));
      const adopted = [...sheets].filter((file) => !exclude.includes(path.basename(file))).sort(sheetOrder);
      // Each sheet as its own `?inline` module, so widgets that share a part share its CSS chunk too.
      const imports = adopted.map((file, i) => `import s${i} from ${JSON.stringify(`${file}?inline`)};`);
      return `${imports.join('\n')}\nexport default [${adopted.map((_, i) => `s${i}`).join(', ')}];`;
    },

    buildEnd(error) {
      if (error) return;
      const importsOf = (id: string) => {
        const info = this.getModuleInfo(id);
        return info ? [...info.importedIds, ...info.dynamicallyImportedIds] : [];
      };
      const ownSources = [...this.getModuleIds()].filter((id) => /\/(src|pages|widgets)\//.test(id));
      const problems = unstyledClasses(ownSources, importsOf);
      if (problems.length > 0) this.error(`Unstyled classes:\n- ${problems.join('\n- ')}`);
    },
  };
}
