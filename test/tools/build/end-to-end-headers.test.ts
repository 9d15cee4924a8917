import assert from 'node:assert/strict';
import { test } from 'node:test';
import { endToEnd } from '../../../tools/build/end-to-end-headers.ts';

test('a proxy passes on what is meant for the other end, and drops what speaks of its own connection', () => {
  const passed = endToEnd({
    connection: 'keep-alive, x-hop',
    'keep-alive': 'timeout=65',
    'transfer-encoding': 'chunked',
    'x-hop': 'for this connection only',
    'content-type': 'text/html',
    'cache-control': 'no-cache',
    'set-cookie': ['a=1', 'b=2'],
  });
  assert.deepEqual(passed, { 'content-type': 'text/html', 'cache-control': 'no-cache', 'set-cookie': ['a=1', 'b=2'] });
});
