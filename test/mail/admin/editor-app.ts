// The whole server (buildApp) with the editor on, over a working copy, with a
// small built site and built screens, for tests that inject requests.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../mail/app.ts';
import { loadConfig } from '../../../mail/config.ts';
import type { Person } from '../../../mail/admin/repository/site-repository.ts';
import type { EditorSession } from '../../../src/content/editor-api.ts';
import { fixtureDist } from '../fixture-dist.ts';

/** The screens' entry, as a hashed asset of dist-admin/. */
export const screensScript = 'assets/admin-Dn_C1KCV.js';

/** What each test needs: the app, and a request that carries the CSRF token as the screens send it. */
export interface EditorApp {
  app: FastifyInstance;
  /** A request to the app; changes carry the session's CSRF token unless the test says otherwise. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * The app with ADMIN_MODE (local unless `env` says), `repoDir` as its working
 * copy and a fixture of dist/ and dist-admin/; `staff` replaces the sign-in
 * through the test-only seam.
 */
export async function editorApp(
  repoDir: string,
  { env = {}, staff, maxImageBytes }: { env?: Record<string, string>; staff?: Person; maxImageBytes?: number } = {},
): Promise<EditorApp> {
  const { distDir, dataDir, cleanup } = await fixtureDist();
  const screensDir = path.join(dataDir, '..', 'dist-admin');
  mkdirSync(path.join(screensDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(screensDir, 'index.html'),
    `<!doctype html><html lang="en"><title>Editor</title><script type="module" src="/admin/${screensScript}"></script><div id="root"></div></html>\n`,
  );
  writeFileSync(path.join(screensDir, screensScript), 'console.log("the editor");\n');
  const config = loadConfig({
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    ADMIN_MODE: 'local',
    ADMIN_REPO_DIR: repoDir,
    ADMIN_DIST_DIR: screensDir,
    ...env,
  });
  const app = buildApp(
    config,
    { logger: false },
    { ...(staff && { testOnlyAdminStaff: staff }), ...(maxImageBytes && { adminMaxImageBytes: maxImageBytes }) },
  );
  await app.ready();
  let token: string | undefined;
  const request = async (options: InjectOptions) => {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && token === undefined && !staff) {
      token = (await app.inject({ url: '/admin/api/session' })).json<EditorSession>().csrfToken;
    }
    const headers = { ...(token && { 'x-csrf-token': token }), ...options.headers };
    return app.inject({ ...options, headers });
  };
  return {
    app,
    request,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
