// deploy/it-site.service as systemd reads it (`systemd-analyze verify`), and
// the settings the server's own behaviour asks of it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ensureDebianPackage, onPath } from '../support/debian-package.ts';

const unit = readFileSync('deploy/it-site.service', 'utf8');

/** Every value of a setting, in order; a line `Name=` alone gives ''. */
const valuesOf = (name: string) =>
  [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => (match[1] ?? '').trim());
const valueOf = (name: string) => valuesOf(name).at(-1);

/** A systemd time span (`20s`, `1min 30s`, `500ms`) in seconds. */
function seconds(span: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, sec: 1, m: 60, min: 60, h: 3600 };
  let total = 0;
  for (const [, amount, unitName = 's'] of span.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]*)/g)) {
    const factor = units[unitName];
    assert.ok(factor, `unknown time unit in ${span}`);
    total += Number(amount) * factor;
  }
  return total;
}

const dir = mkdtempSync(path.join(tmpdir(), 'it-site-unit-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('deploy/it-site.service', () => {
  it('passes systemd-analyze verify without a warning', (t) => {
    const present = ensureDebianPackage({
      purpose: 'checking deploy/it-site.service',
      present: () => onPath('systemd-analyze'),
      debianPackage: 'systemd',
    });
    assert.ok(present, 'systemd-analyze is needed');
    // verify requires ExecStart's program to exist: point it at the node running this test.
    const [program] = (valueOf('ExecStart') ?? '').split(/\s+/);
    assert.ok(program?.startsWith('/'), 'ExecStart names node by its absolute path');
    const copy = path.join(dir, 'it-site.service');
    writeFileSync(copy, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    const verify = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    // A value systemd cannot parse is a warning and it goes on ("ignoring"), exit 0: any output is a fault.
    assert.equal(`${verify.stdout}${verify.stderr}`.trim(), '');
    assert.equal(verify.status, 0);
    const security = spawnSync('systemd-analyze', ['security', '--offline=yes', '--no-pager', copy], {
      encoding: 'utf8',
    });
    const exposure = /Overall exposure level for .*: (\S+ \S+)/.exec(security.stdout)?.[1];
    if (exposure) t.diagnostic(`systemd-analyze security: exposure ${exposure}`);
  });

  it('stops later than the server closes on its own (10 s), so a stop is never a SIGKILL mid-post', () => {
    const stop = valueOf('TimeoutStopSec');
    assert.ok(stop, 'TimeoutStopSec is set');
    const closeMs = /delay:\s*([\d_]+)/.exec(readFileSync('mail/server.ts', 'utf8'))?.[1];
    assert.ok(closeMs, "mail/server.ts's close-with-grace delay");
    assert.ok(seconds(stop) > Number(closeMs.replace(/_/g, '')) / 1000, `TimeoutStopSec=${stop}`);
  });

  it('runs as its own unprivileged user, restarts after a failure, and reads /etc/it-site/env', () => {
    assert.ok(valueOf('DynamicUser') === 'yes' || valueOf('User'), 'DynamicUser=yes or a named User');
    assert.equal(valueOf('Restart'), 'on-failure');
    assert.ok(seconds(valueOf('RestartSec') ?? '0') >= 1, 'RestartSec of a second or more');
    assert.equal(valueOf('EnvironmentFile'), '/etc/it-site/env');
    assert.equal(valueOf('CapabilityBoundingSet'), '');
  });

  it('keeps DATA_DIR in its StateDirectory, the one place it may write', () => {
    assert.equal(valueOf('ProtectSystem'), 'strict');
    assert.ok(valuesOf('Environment').includes(`DATA_DIR=/var/lib/${valueOf('StateDirectory')}`));
  });

  it('leaves MemoryDenyWriteExecute unset, as V8 writes the code it runs', () => {
    assert.deepEqual(valuesOf('MemoryDenyWriteExecute'), []);
  });
});
