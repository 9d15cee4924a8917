// The editor's page (pages/admin/, served at /admin/): its HTML, its own
// stylesheet, and scripts it hands to other documents by address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputChunk, Plugin } from 'rollup';
import { sheetsOf } from './component-styles.ts';
import { minifyCss } from './minify-css.ts';

/** Options of {@link adminPage}. */
export interface AdminPageOptions {
  /** Where the server mounts the output folder, ending in `/`: every address in the HTML starts with it. */
  base: string;
  /** The folder whose stylesheets are the page's own (the site's sheets reach the preview from the site, not from here). */
  sheetsFrom: string;
  /** The document's title and language before the script runs. */
  title: string;
  lang: string;
  /**
   * Packages' stylesheets, each linked as a file of its own (`data-sheet` names
   * it, so a preview frame can link it too): a strict CSP (`style-src 'self'`)
   * refuses the <style> elements Puck would otherwise inject at run time.
   */
  linkedSheets?: Readonly<Record<string, string>>;
}

/**
 * `index.html` with the entry script and one stylesheet: every sheet the
 * editor's own modules import, in the site's cascade order. The site's
 * sections the editor renders import the site's sheets too; those stay out,
 * since the editor's screens are not the site and its preview loads the site's
 * whole stylesheet from the site itself. Own plugin: @rollup/plugin-html knows
 * nothing of our stylesheet imports (component-styles.ts makes them empty modules).
 */
export function adminPage({ base, sheetsFrom, title, lang, linkedSheets = {} }: AdminPageOptions): Plugin {
  const own = path.resolve(sheetsFrom) + path.sep;
  return {
    name: 'admin-page',
    generateBundle(_options, bundle) {
      const css = sheetsOf(this.getModuleIds())
        .filter((file) => file.startsWith(own))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const sheet = this.getFileName(
        this.emitFile({ type: 'asset', name: 'admin.css', source: minifyCss(css, 'admin.css') }),
      );
      const links = Object.entries(linkedSheets).map(([name, file]) => {
        const fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: `${name}.css`, source: readFileSync(file) }),
        );
        return `<link rel="stylesheet" href="${base}${fileName}" data-sheet="${name}">`;
      });
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      if (!entry) this.error('the editor has no entry chunk');
      const html = [
        '<!doctype html>',
        `<html lang="${lang}">`,
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex, nofollow">',
        `<title>${title}</title>`,
        ...links,
        `<link rel="stylesheet" href="${base}${sheet}">`,
        `<script type="module" src="${base}${entry.fileName}"></script>`,
        '</head>',
        '<body><div id="root"></div></body>',
        '</html>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * `import url from 'axe-core/axe.min.js?script-url'`: a prebuilt script copied
 * into the output under a hashed name, and its address, for a document of the
 * page's own (a preview frame) to load by a script tag that a strict CSP
 * (`script-src 'self'`) admits, where an inline script or eval would not be.
 */
export function scriptUrl(): Plugin {
  return {
    name: 'script-url',
    async resolveId(source, importer) {
      if (!source.endsWith('?script-url')) return null;
      const resolved = await this.resolve(source.slice(0, -'?script-url'.length), importer, { skipSelf: true });
      // The file itself, whatever another plugin (commonjs) made of its id.
      return resolved && `${resolved.id.replace(/^\0/, '').replace(/\?.*$/, '')}?script-url`;
    },
    load(id) {
      if (!id.endsWith('?script-url')) return null;
      const file = id.slice(0, -'?script-url'.length);
      this.addWatchFile(file);
      const name = path.basename(file).replace(/\.min\.js$/, '.js');
      const reference = this.emitFile({ type: 'asset', name, source: readFileSync(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
