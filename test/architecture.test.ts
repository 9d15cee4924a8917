// The project's shape: dependencies point one way, each
// widget's folder holds the tag named after it, and the company's details live once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../src/content/site.ts';
import { sectionName, widgetCatalog, widgetFiles } from '../widgets/catalogue.ts';
import { widgetInputs } from '../tools/build/widget-inputs.ts';
import { codeFiles, findCircles, importsOf as resolvedImportsOf } from './support/import-graph.ts';

const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));

/** Every relative specifier a file imports, stylesheets and bare side-effect imports included, resolved from the project root. */
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm,
    ),
  ]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.relative('.', path.resolve(path.dirname(file), spec)));

/**
 * The rooms of mail/, lowest first: delivery (a lead's record, composing it,
 * each destination and the retry policy), queue (the spool and PostgreSQL,
 * which store records and deliver them through delivery/), uploads (what an
 * uploaded file may hold and how fast and how many a client may send), posts
 * (a form post's way into a queue: its body, its checks, its challenge, its
 * answer), http (the plumbing around them: the static site, its headers,
 * health, metrics, the request log), admin (the editor at /admin/: its API,
 * the git working copy, its screens). The top composes them.
 */
const mailRooms = ['delivery', 'queue', 'uploads', 'posts', 'http', 'admin'] as const;

/**
 * What mail/admin/ alone may import from outside mail/ and src/: the build's
 * content code (the drafts, their checks, renderMarkdown) and the widget
 * catalogue's contracts, so the editor judges a page exactly as the build does.
 */
const editorImports = /^(tools\/build\/content\/|widgets\/catalogue\.ts$)/;
const mailTop = new Set(['app.ts', 'config.ts', 'config-help.ts', 'destinations.ts', 'server.ts', 'start-warnings.ts']);

describe('dependencies point one way', () => {
  it('src/ imports nothing from widgets/, pages/ or mail/', () => {
    for (const file of sourceFiles('src')) {
      for (const target of importsOf(file)) {
        assert.ok(!/^(widgets|pages|mail)\//.test(target), `${file} imports ${target}`);
      }
    }
  });

  it('widgets/ imports from src/ and from other widgets only, never from pages/ or mail/', () => {
    for (const file of sourceFiles('widgets')) {
      for (const target of importsOf(file)) {
        assert.ok(!/^(pages|mail)\//.test(target), `${file} imports ${target}`);
      }
    }
  });

  it('mail/ imports only src/forms and src/content from src/', () => {
    for (const file of sourceFiles('mail')) {
      for (const target of importsOf(file)) {
        assert.ok(!/^pages\//.test(target), `${file} imports ${target}`);
        if (target.startsWith('src/')) assert.match(target, /^src\/(forms|content)\//, `${file} imports ${target}`);
      }
    }
  });

  it("only mail/admin/ imports the build's content code and the widget catalogue, and nothing else outside mail/ and src/", () => {
    const outside: string[] = [];
    for (const file of sourceFiles('mail')) {
      const editor = file.startsWith(path.join('mail', 'admin') + path.sep);
      for (const target of importsOf(file).map((t) => t.split(path.sep).join('/'))) {
        if (/^(mail|src)\//.test(target)) continue;
        if (!(editor && editorImports.test(target))) outside.push(`${file} imports ${target}`);
      }
    }
    assert.deepEqual(outside, []);
  });

  it(`mail/'s rooms run one way (${mailRooms.join(' → ')} → the top: ${[...mailTop].join(', ')})`, () => {
    const roomOf = (file: string) => file.split(path.sep)[1] ?? '';
    const rank = (file: string) => {
      const room = roomOf(file);
      return mailTop.has(room) ? mailRooms.length : mailRooms.indexOf(room as never);
    };
    const upward: string[] = [];
    for (const file of sourceFiles('mail')) {
      assert.ok(rank(file) >= 0, `${file} is in no room of mail/; put it in one of ${mailRooms.join(', ')}`);
      for (const target of importsOf(file))
        if (target.startsWith('mail/') && rank(target) > rank(file)) upward.push(`${file} imports ${target}`);
    }
    assert.deepEqual(upward, [], 'imports that point up the rooms');
  });

  it('no folder of mail/ holds more than 25 files directly: a folder that grows gets rooms of its own', () => {
    const crowded: string[] = [];
    const visit = (dir: string) => {
      const entries = readdirSync(dir, { withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile()).length;
      if (files > 25) crowded.push(`${dir} holds ${files} files`);
      for (const entry of entries) if (entry.isDirectory()) visit(path.join(dir, entry.name));
    };
    visit('mail');
    assert.deepEqual(crowded, []);
  });

  it('browser code validates with zod/mini, never full zod (16 KB gzip more for every form widget)', () => {
    for (const file of sourceFiles('src')) {
      const fullZod = /(?:from|import)\s*\(?\s*['"]zod(?:\/v4)?['"]/.test(readFileSync(file, 'utf8'));
      assert.ok(!fullZod, `${file} imports full zod; use 'zod/mini' (or types from 'zod/v4/core')`);
    }
  });
});

/**
 * The layers inside src/, lowest first. A module imports only from its own layer
 * or a lower one, so state and forms stay free of React and the primitives in
 * ui/ never reach up into the page frame or the sections.
 */
const layers = ['content', 'state', 'forms', 'ui', 'elements', 'layout', 'sections'] as const;
/** Folders of src/ that are not layers: stylesheets, and the pictures with their copy script (it reads content/). */
const besideLayers: Record<string, readonly string[]> = { styles: [], assets: ['content'] };
const layerOf = (file: string) => file.split(path.sep)[1] ?? '';

describe('layers inside src/ run one way', () => {
  it(`a module imports only from its own layer or a lower one (${layers.join(' → ')})`, () => {
    const upward: string[] = [];
    for (const file of codeFiles('src').filter((f) => f !== path.join('src', 'env.d.ts'))) {
      const from = layerOf(file);
      assert.ok(
        layers.includes(from as never) || from in besideLayers,
        `${file} is in no layer; add its folder to the order in this test`,
      );
      for (const target of resolvedImportsOf(file).filter((t) => t.startsWith(`src${path.sep}`))) {
        const to = layerOf(target);
        const allowed =
          from in besideLayers
            ? besideLayers[from]!.includes(to) || to === from
            : layers.indexOf(to as never) <= layers.indexOf(from as never);
        if (!allowed) upward.push(`${file} (${from}) imports ${target} (${to})`);
      }
    }
    assert.deepEqual(upward, [], 'imports that point up the layers');
  });

  it('content, state and forms import no React, so mail/ and any root can use them', () => {
    const react = /(?:from|import)\s*\(?\s*['"]react(?:-dom)?(?:\/[^'"]*)?['"]/;
    const files = ['content', 'state', 'forms'].flatMap((layer) => codeFiles(path.join('src', layer)));
    assert.deepEqual(
      files.filter((file) => react.test(readFileSync(file, 'utf8'))),
      [],
      'files that import React',
    );
  });
});

describe('no import circles', () => {
  it('no module of src/, widgets/, pages/ or mail/ imports itself through others (type-only and dynamic imports count)', () => {
    const circles = findCircles(['src', 'widgets', 'pages', 'mail'].flatMap(codeFiles));
    assert.deepEqual(
      circles.map((circle) => circle.join(' → ')),
      [],
    );
  });
});

describe('widgets', () => {
  const folders = readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('the catalogue and widgets/ list the same widgets, one folder each', () => {
    assert.ok(folders.length > 0);
    assert.deepEqual(widgetCatalog.map((doc) => doc.name).sort(), [...folders].sort());
  });

  for (const doc of widgetCatalog) {
    it(`<it-${doc.name}>: its folder holds its entry, its contract and a section named after the tag`, () => {
      const files = widgetFiles(doc.name);
      for (const file of [files.entry, files.contract, files.section])
        assert.ok(existsSync(file), `${file} is missing`);
      assert.equal(path.basename(files.section).replace(/\.tsx$/, ''), sectionName(doc.name));
      const entry = readFileSync(files.entry, 'utf8');
      assert.match(entry, /from '\.\/contract\.ts'/, `${files.entry} should take its contract from ./contract.ts`);
      assert.match(entry, /defineWidget\(/, `${files.entry} should call defineWidget()`);
      const section = path.relative(path.dirname(files.entry), files.section);
      assert.ok(
        entry.includes(`'${section.startsWith('.') ? section : `./${section}`}?first-view'`),
        `${files.entry} should show the first view of ${files.section}`,
      );
    });
  }

  it('the build bundles every widget of the catalogue, and the loader widgets/index.js with them', async () => {
    const inputs = await widgetInputs();
    assert.deepEqual(Object.keys(inputs).sort(), [...widgetCatalog.map((doc) => doc.name), 'index'].sort());
  });
});

describe('the company details live once, in src/content/site.ts (name, origin and e-mail in company.ts)', () => {
  const spelled = [
    site.name,
    site.legalName,
    site.email,
    site.careersEmail,
    site.phone.display,
    site.phone.href,
    ...site.socials.map((s) => s.href),
    ...site.offices.flatMap((o) => o.address.slice(0, -1)),
  ];
  const homes = [path.join('src', 'content', 'site.ts'), path.join('src', 'content', 'company.ts')];
  const files = ['src', 'widgets', 'pages', 'mail'].flatMap(sourceFiles).filter((f) => !homes.includes(f));

  it('each is spelled in one of the two, not both', () => {
    const [siteText, companyText] = homes.map((file) => readFileSync(file, 'utf8'));
    // As a whole string literal: the legal name contains the name.
    for (const value of spelled.map((spelling) => `'${spelling}'`))
      assert.ok(siteText!.includes(value) !== companyText!.includes(value), `${value} spelled once`);
  });

  it('no other source file spells the name, e-mail, phone, addresses or social links', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const value of spelled) assert.ok(!text.includes(value), `${file} spells "${value}"`);
    }
  });
});
