// An upload keeps its slot only while it makes progress.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { belowPace, uploadPace, watchUploadPace } from '../../mail/uploads/upload-pace.ts';
import { until } from '../support/until.ts';

/** A request whose socket has read `step()` more bytes each time it is asked. */
function arriving(step: () => number) {
  let bytesRead = 0;
  const request = {
    complete: false,
    socket: {
      get bytesRead() {
        return (bytesRead += step());
      },
    },
  };
  return request as unknown as IncomingMessage & { complete: boolean };
}

const quick = { minBytesPerSecond: 10 * 1024, windowMs: 100, graceMs: 10 };

describe('upload pace', () => {
  it('in production a body must bring 10 KB a second, averaged over 10 s, judged after 5 s', () => {
    assert.deepEqual(uploadPace, { minBytesPerSecond: 10 * 1024, windowMs: 10_000, graceMs: 5_000 });
    assert.ok(belowPace(100 * 1024 - 1, 10_000, uploadPace), '99.9 KB in 10 s is too slow');
    assert.ok(!belowPace(100 * 1024, 10_000, uploadPace), '100 KB in 10 s keeps its slot');
    assert.ok(!belowPace(5 * 1024 * 1024, 500_000, uploadPace), 'a 5 MB resume at that pace takes about eight minutes');
  });

  it('a body trickling a byte at a time is found too slow, and watching stops once it is cut', async () => {
    let slow = 0;
    watchUploadPace(
      arriving(() => 1),
      quick,
      () => (++slow, true),
    );
    await until(() => slow, 'the trickle to be found too slow');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(slow, 1);
  });

  it('a body at the pace is never cut, and one that has all arrived is no longer watched', async () => {
    let cuts = 0;
    // 10 KB/s over a 100 ms window is 1 KB a window, 103 bytes a tenth.
    const steady = watchUploadPace(
      arriving(() => 103),
      quick,
      () => (++cuts, true),
    );
    const done = arriving(() => 0);
    done.complete = true;
    watchUploadPace(done, quick, () => (++cuts, true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    steady();
    assert.equal(cuts, 0);
  });

  it('a slow body is judged again each tick while nothing could act on it yet', async () => {
    let asked = 0;
    const stop = watchUploadPace(
      arriving(() => 0),
      quick,
      () => ++asked >= 3,
    );
    await until(() => asked >= 3, 'three verdicts');
    stop();
  });
});
