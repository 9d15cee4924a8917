import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closure } from './widget-sizes';

const moduleScripts = /<script\b[^>]*\btype="module"[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
const dynamicImports = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/**
 * Every JavaScript file a prerendered page loads before it can be used: each
 * module script and the page chunk it names (`data-page`), the imports the boot
 * script starts as soon as the page has painted (`import("./client-….js")`),
 * and the static imports of all of these. What waits for the visitor (Lenis on
 * the first wheel turn, another route's page) is not counted.
 */
export function pageScripts(dist: string, htmlFile: string): string[] {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const files = new Set<string>();
  const add = (file: string) => closure(file).forEach((f) => files.add(f));
  for (const tag of html.match(moduleScripts) ?? []) {
    for (const url of [attribute(tag, 'src'), attribute(tag, 'data-page')]) {
      if (!url?.startsWith('/')) continue;
      const script = path.join(dist, url);
      add(script);
      if (url === attribute(tag, 'src')) {
        for (const [, spec = ''] of readFileSync(script, 'utf8').matchAll(dynamicImports)) {
          if (spec.startsWith('.')) add(path.resolve(path.dirname(script), spec));
        }
      }
    }
  }
  return [...files];
}
