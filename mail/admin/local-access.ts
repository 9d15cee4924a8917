import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EditorSession } from '../../src/content/editor-api.ts';
import { isApi, isChange, type EditorAccess } from './editor-access.ts';
import { gitText } from './repository/git-commands.ts';
import { isLoopbackAddress, isLoopbackHostHeader } from './loopback.ts';
import type { Person } from './repository/site-repository.ts';

/** Options of {@link localAccess}. */
export interface LocalAccessOptions {
  /** The working copy, whose git identity every commit is by. */
  repoDir: string;
  /** Where the CSRF token is kept, so it survives the restarts npm run dev makes after each build. */
  dataDir: string;
}

/** The checkout's `git config user.name` and `user.email`; empty where unset. */
async function gitIdentity(repoDir: string): Promise<Person> {
  const read = (key: string) => gitText(repoDir, ['config', '--get', key]).catch(() => '');
  return { name: await read('user.name'), email: await read('user.email') };
}

/** A random token kept in DATA_DIR (read, or made on first use, readable by this user alone). */
async function keptToken(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'admin-local-csrf-token');
  const kept = await readFile(file, 'utf8').catch(() => '');
  if (/^[0-9a-f]{64}$/.test(kept.trim())) return kept.trim();
  const token = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Local mode (npm run dev): no sign-in, so the machine is the boundary. Every
 * request to /admin/ must come from a loopback socket with a loopback Host
 * (127.0.0.1, localhost, [::1]): a page elsewhere that rebinds its name to
 * 127.0.0.1 still sends its own name, and is refused. Any page the browser
 * shows can still post to 127.0.0.1, so a change needs the CSRF token, which
 * only a same-origin read of /admin/api/session gives. Commits are by the
 * checkout's git identity.
 */
export function localAccess({ repoDir, dataDir }: LocalAccessOptions): EditorAccess {
  return async (scope) => {
    const [person, csrfToken] = await Promise.all([gitIdentity(repoDir), keptToken(dataDir)]);
    if (!person.name || !person.email)
      scope.log.warn(
        `the editor at /admin/ cannot publish: git has no user.name or user.email in ${repoDir} (git config user.name "Ada Lovelace"; git config user.email ada@example.com)`,
      );
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHostHeader(request.headers.host))
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('The local editor answers only http://127.0.0.1, http://localhost or http://[::1] on this machine.\n');
      if (!isApi(request.url)) return;
      request.staff = person;
      if (!isChange(request.method)) return;
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, csrfToken))
        return reply
          .code(403)
          .send({ error: 'The page is out of date: reload it and try again (no valid CSRF token).' });
      if (!person.name || !person.email)
        return reply.code(403).send({
          error: `git has no name or e-mail for this checkout: run git config user.name "Your Name" and git config user.email you@example.com in ${repoDir}, then try again.`,
        });
    });
    scope.get('/admin/api/session', async (): Promise<EditorSession> => ({ mode: 'local', ...person, csrfToken }));
  };
}
