// node:assert in Chromium, as tools/build/node-assert.ts bundles it: a browser
// test passes only if its assertions can fail, strictly and readably.
import assert from 'node:assert/strict';
import { AssertionError } from 'node:assert';

/** The error `fn` throws, which must be one. */
function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('no error thrown');
}

describe('node:assert in the browser tests', () => {
  it('compares strictly, as node:assert/strict does in node', () => {
    assert.throws(() => assert.equal(1, '1'), AssertionError);
    assert.throws(() => assert.deepEqual([1], ['1']), AssertionError);
    assert.throws(
      () => assert.deepEqual({ a: 1 }, Object.assign(Object.create(null) as object, { a: 1 })),
      AssertionError,
    );
    assert.throws(() => assert.notEqual(1, 1), AssertionError);
  });

  it('fails with an AssertionError whose message shows both values', () => {
    const error = thrown(() => assert.equal('Partnership', 'Support'));
    assert.ok(error instanceof AssertionError, `an AssertionError, not ${String(error)}`);
    assert.match(error.message, /Partnership/);
    assert.match(error.message, /Support/);
    const deep = thrown(() => assert.deepEqual(['name', 'email'], ['name', 'phone']));
    assert.ok(deep instanceof AssertionError, `an AssertionError, not ${String(deep)}`);
    assert.match(deep.message, /email/);
  });

  it('puts a message given in its place, with the values kept on the error', () => {
    const error = thrown(() => assert.equal(3, 4, 'three slides in view'));
    assert.ok(error instanceof AssertionError, `an AssertionError, not ${String(error)}`);
    assert.equal(error.message, 'three slides in view');
    assert.deepEqual([error.actual, error.expected], [3, 4]);
  });

  it('matches strings and fails on anything else', () => {
    assert.match('noopener noreferrer', /noopener/);
    assert.throws(() => assert.match('noreferrer', /noopener/), AssertionError);
    assert.throws(() => assert.match(null as unknown as string, /null/), AssertionError);
    assert.throws(() => assert.ok(0), AssertionError);
  });
});
