// A small built site in a temp dir, shaped like the real build's output:
// pages, 404 pages, hashed and unhashed assets, widgets, dotfiles, and .br/.gz
// siblings for every text file.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const cspHash = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}`;

/** The part of the stylesheet the build inlines into the home page, and its CSP hash. */
export const inlineCss = 'body{margin:0}';
export const inlineCssHash = cspHash(inlineCss);
/** Another page's part, which the home page's CSP must not admit. */
export const aboutCss = 'body{margin:0}h1{color:navy}';
export const aboutCssHash = cspHash(aboutCss);
/** The 404 page's part. */
export const notFoundCss = 'h1{color:red}';
export const notFoundCssHash = cspHash(notFoundCss);

const text: Record<string, string> = {
  'index.html': `<!doctype html><title>Veltrix</title><style>${inlineCss}</style><h1>Software, cloud and teams</h1>`,
  'home/index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'about/index.html': `<!doctype html><title>About</title><style>${aboutCss}</style><h1>About us</h1>`,
  'contact/index.html': '<!doctype html><title>Contact</title><h1>Contact us</h1>',
  'products/crm/index.html': '<!doctype html><title>CRM</title><h1>Veltrix CRM</h1>',
  'widgets/index.html': '<!doctype html><title>Widgets</title><h1>Widget gallery</h1>',
  '_errors/404.html': `<!doctype html><title>Not found</title><style>${notFoundCss}</style><h1>Page not found</h1>`,
  '_errors/product-not-found.html': '<!doctype html><title>Not found</title><h1>Product not found!</h1>',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/client-Bx3k9_aQ.js': 'console.log("client");',
  'assets/site-Q1w2E3r4.css': 'body{margin:0}',
  'widgets/enquiry-form.js': 'import "./chunks/runtime-Zx9_Yw8v.js";',
  'widgets/chunks/runtime-Zx9_Yw8v.js': 'export const runtime = 1;',
  'widgets/custom-elements.json': '{"tags":[]}',
  'widgets/it-widgets.d.ts': 'export {};',
  '.env': 'SECRET=1',
  'assets/.hidden.js': 'secret();',
  '.build/manifest.json': '{"secret":true}',
};

/** Binary files: no precompressed siblings, as the real build skips them. */
const binary: Record<string, Buffer> = {
  'assets/fonts/inter-latin-wght-normal-AbCd1234.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
  'assets/images/team.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 4, 5, 6]),
};

export const routes = {
  pages: {
    '/': 'index.html',
    '/home': 'home/index.html',
    '/about': 'about/index.html',
    '/contact': 'contact/index.html',
    '/products/crm': 'products/crm/index.html',
    '/widgets': 'widgets/index.html',
    '/sitemap.xml': 'sitemap.xml',
    '/robots.txt': 'robots.txt',
  },
  fallbacks: [
    { prefix: '/products/', file: '_errors/product-not-found.html' },
    { prefix: '/', file: '_errors/404.html' },
  ],
  styleHashes: { 'index.html': inlineCssHash, 'about/index.html': aboutCssHash, '_errors/404.html': notFoundCssHash },
};

async function put(dir: string, file: string, bytes: Buffer | string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), bytes);
}

/**
 * Writes the fixture site; returns its dist dir, a data dir beside it (for the
 * spool, so tests never write into the working tree) and a cleanup.
 * Pass built: false for a fresh clone.
 */
export async function fixtureDist({ built = true } = {}): Promise<{
  distDir: string;
  dataDir: string;
  cleanup: () => Promise<void>;
}> {
  const root = await mkdtemp(path.join(tmpdir(), 'it-site-dist-'));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'var');
  if (built) {
    for (const [file, body] of Object.entries(text)) {
      await put(distDir, file, body);
      await put(distDir, `${file}.br`, brotliCompressSync(body));
      await put(distDir, `${file}.gz`, gzipSync(body));
    }
    for (const [file, bytes] of Object.entries(binary)) await put(distDir, file, bytes);
    await put(distDir, '.build/routes.json', JSON.stringify(routes));
  }
  return { distDir, dataDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Fills an unbuilt fixture with the whole site, as `npm run build` finishing would. */
export async function finishBuild(distDir: string): Promise<void> {
  const built = await fixtureDist();
  await rm(distDir, { recursive: true, force: true });
  await cp(built.distDir, distDir, { recursive: true });
  await built.cleanup();
}
