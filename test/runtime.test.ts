// The runtime the project promises: npm scripts run on the Node that
// package.json pins, never on an older one the machine happens to have.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

const minimum = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);

test('engines asks for Node 24 LTS or later', () => {
  assert.ok(minimum, `engines.node is "${pkg.engines.node}", not ">=major.minor"`);
  assert.ok(Number(minimum[1]) >= 24, `engines.node is ${pkg.engines.node}`);
});

test('the pinned runtime (devDependencies.node) satisfies engines', () => {
  const pinned = pkg.devDependencies.node ?? '';
  assert.match(pinned, /^\d+\.\d+\.\d+$/, 'node is pinned to one exact version');
  const [pinnedMajor, pinnedMinor] = pinned.split('.').map(Number);
  assert.ok(
    pinnedMajor! > Number(minimum![1]) || (pinnedMajor === Number(minimum![1]) && pinnedMinor! >= Number(minimum![2])),
    `node ${pinned} is older than engines' ${pkg.engines.node}`,
  );
});

test("the tests run on a Node that engines allows, not the machine's older one", () => {
  const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(minimum![1]), Number(minimum![2])];
  assert.ok(
    runningMajor! > wantMajor || (runningMajor === wantMajor && runningMinor! >= wantMinor),
    `running on Node ${process.versions.node}; npm scripts should put node_modules/.bin/node (${pkg.devDependencies.node}) first`,
  );
});
