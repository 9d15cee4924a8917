import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeFileName, typedFileName } from '../../mail/delivery/safe-file-name.ts';

test('an ordinary resume name is kept as it is, letters of any script included', () => {
  assert.equal(safeFileName('Zoë Łukasz CV.pdf'), 'Zoë Łukasz CV.pdf');
  assert.equal(safeFileName('résumé-2025.docx'), 'résumé-2025.docx');
});

test('directories, hidden-file dots and reserved characters are dropped', () => {
  assert.equal(safeFileName('C:\\Users\\zoe\\cv.pdf'), 'cv.pdf');
  assert.equal(safeFileName('../../.bashrc'), 'bashrc');
  assert.equal(safeFileName('what?<"cv">*.pdf'), 'whatcv.pdf');
});

test('control characters and bidi overrides cannot disguise the extension', () => {
  assert.equal(safeFileName('cv\u202Efdp.exe'), 'cvfdp.exe');
  assert.equal(safeFileName('cv\r\n.pdf'), 'cv.pdf');
});

test('a long name is cut to 100 characters with its extension kept, and an empty one gets a name', () => {
  const long = safeFileName(`${'a'.repeat(300)}.pdf`);
  assert.equal(long.length, 100);
  assert.ok(long.endsWith('.pdf'));
  assert.equal(safeFileName('...'), 'attachment');
  assert.equal(safeFileName('/'), 'attachment');
});

test('the name an upload goes by ends in its real type, and cleaning it again changes nothing', () => {
  assert.equal(typedFileName('resume.pdf', 'doc'), 'resume.doc');
  assert.equal(typedFileName('Zoë CV.docx', 'rtf'), 'Zoë CV.rtf');
  assert.equal(typedFileName('cv\u202Efdp.exe.pdf', 'pdf'), 'cvfdp.exe.pdf');
  assert.equal(typedFileName('.pdf', 'pdf'), 'pdf.pdf');
  const long = typedFileName(`${'a'.repeat(300)}.docx`, 'doc');
  assert.ok(long.length <= 100 && long.endsWith('.doc'), long);
  for (const name of [long, 'resume.doc', 'cvfdp.exe.pdf']) assert.equal(safeFileName(name), name);
});
