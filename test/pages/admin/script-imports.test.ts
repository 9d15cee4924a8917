// The page weight follows a built chunk's imports, read from its text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkImports } from '../../../pages/admin/publish/script-imports.ts';

describe('a chunk’s imports', () => {
  it('reads rollup’s minified static and lazy imports, once each', () => {
    const code =
      'import{a as e,b as t}from"./runtime-BUt3X67A.js";import"./side-1a2b.js";import*as n from"./ns-3c.js";' +
      'const u={Header:l(()=>import("./Header-7NNVIdRO.js"),e=>e.Header),Faq:l(()=>import("./Faq-biHOcEY1.js"))};' +
      'import("./Header-7NNVIdRO.js");const s="not an import(\'x\')";';
    assert.deepEqual(chunkImports(code), {
      eager: ['./runtime-BUt3X67A.js', './side-1a2b.js', './ns-3c.js'],
      lazy: ['./Header-7NNVIdRO.js', './Faq-biHOcEY1.js'],
    });
  });

  it('takes no lazy import for a static one', () => {
    assert.deepEqual(chunkImports('import{x}from"./a.js";'), { eager: ['./a.js'], lazy: [] });
  });
});
