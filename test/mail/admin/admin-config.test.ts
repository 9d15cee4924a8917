import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../../mail/config.ts';
import { contentWorkingCopy, gitIn } from './working-copy.ts';

const copy = contentWorkingCopy();
// oidc mode pushes to ADMIN_GIT_REMOTE, which must be a remote of the working copy.
gitIn(copy.dir, 'remote', 'add', 'origin', 'https://git.example.com/site.git');
const plain = mkdtempSync(path.join(tmpdir(), 'it-editor-plain-'));
after(() => {
  copy.remove();
  rmSync(plain, { recursive: true, force: true });
});

/** A whole oidc configuration that starts. */
const oidc = {
  ADMIN_MODE: 'oidc',
  ADMIN_REPO_DIR: copy.dir,
  ADMIN_OIDC_ISSUER: 'https://login.example.com/realms/staff',
  ADMIN_OIDC_CLIENT_ID: 'website-editor',
  ADMIN_OIDC_CLIENT_SECRET: 'a client secret',
  ADMIN_SESSION_SECRET: 'x'.repeat(32),
  ADMIN_ALLOWED_DOMAINS: 'example.com',
  PUBLIC_ORIGIN: 'https://www.example.com',
};

/** The start-up message for `env`, which must fail. */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail('the configuration started');
};

describe("the editor's configuration", () => {
  it('is off unless ADMIN_MODE says, and then reads nothing else', () => {
    const config = loadConfig({ ADMIN_REPO_DIR: plain });
    assert.equal(config.ADMIN_MODE, 'off');
  });

  it('starts in oidc mode with its issuer, client, secret, session key and who may sign in', () => {
    const config = loadConfig(oidc);
    assert.equal(config.ADMIN_MODE, 'oidc');
    assert.deepEqual(config.ADMIN_ALLOWED_DOMAINS, ['example.com']);
    assert.equal(config.ADMIN_GIT_REMOTE, 'origin');
    assert.equal(config.ADMIN_GIT_BRANCH, 'main');
  });

  it('stops an oidc start without its issuer, client id or client secret, naming each', () => {
    const { ADMIN_OIDC_ISSUER: _i, ADMIN_OIDC_CLIENT_ID: _c, ADMIN_OIDC_CLIENT_SECRET: _s, ...rest } = oidc;
    const message = refusal(rest);
    for (const name of ['ADMIN_OIDC_ISSUER', 'ADMIN_OIDC_CLIENT_ID', 'ADMIN_OIDC_CLIENT_SECRET'])
      assert.match(message, new RegExp(`${name}: must be set when ADMIN_MODE is oidc`));
  });

  it('stops a start with a session secret under 32 bytes, without printing it', () => {
    const message = refusal({ ...oidc, ADMIN_SESSION_SECRET: 'too-short-a-secret' });
    assert.match(message, /ADMIN_SESSION_SECRET: must be at least 32 bytes long/);
    assert.doesNotMatch(message, /too-short-a-secret/);
  });

  it('stops an oidc start that lets nobody in (no allowed domains or groups)', () => {
    assert.match(
      refusal({ ...oidc, ADMIN_ALLOWED_DOMAINS: '' }),
      /ADMIN_ALLOWED_DOMAINS: or ADMIN_ALLOWED_GROUPS must be set/,
    );
  });

  it('stops local mode on an interface other machines can reach', () => {
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::'])
      assert.match(
        refusal({ ADMIN_MODE: 'local', ADMIN_REPO_DIR: copy.dir, HOST }),
        /HOST: must be a loopback address .* when ADMIN_MODE is local/,
        HOST,
      );
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      assert.equal(loadConfig({ ADMIN_MODE: 'local', ADMIN_REPO_DIR: copy.dir, HOST }).HOST, HOST);
  });

  it('stops a start whose ADMIN_REPO_DIR is not a git working copy, or not its top', () => {
    assert.match(
      refusal({ ADMIN_MODE: 'local', ADMIN_REPO_DIR: plain }),
      /ADMIN_REPO_DIR: .* is not a git working copy/,
    );
    assert.match(
      refusal({ ADMIN_MODE: 'local', ADMIN_REPO_DIR: path.join(copy.dir, 'src') }),
      /ADMIN_REPO_DIR: .*src is inside the working copy/,
    );
    assert.match(refusal({ ADMIN_MODE: 'local', ADMIN_REPO_DIR: path.join(plain, 'nope') }), /does not exist/);
  });

  it('stops an oidc start whose ADMIN_GIT_REMOTE is not a remote of the working copy', () => {
    assert.match(
      refusal({ ...oidc, ADMIN_GIT_REMOTE: 'upstream' }),
      /ADMIN_GIT_REMOTE: "upstream" is not a remote of .* \(git remote add upstream/,
    );
  });

  it('refuses a remote or branch that git would read as an option', () => {
    assert.match(
      refusal({ ...oidc, ADMIN_GIT_REMOTE: '--upload-pack=touch /tmp/x' }),
      /ADMIN_GIT_REMOTE: must be a remote name/,
    );
    assert.match(refusal({ ...oidc, ADMIN_GIT_BRANCH: '-f' }), /ADMIN_GIT_BRANCH: must be a branch name/);
  });
});
