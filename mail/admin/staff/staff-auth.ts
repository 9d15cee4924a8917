import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EditorSession } from '../../../src/content/editor-api.ts';
import { oidcStaff } from './staff-oidc.ts';
import type { Staff, StaffAuthOptions } from './staff-options.ts';
import { staffPaths } from './staff-paths.ts';

export type { Staff, StaffAuthOptions } from './staff-options.ts';
export { staffPaths } from './staff-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is using the editor: set by the mode's access (staffAuth in oidc mode) before any handler runs. */
    staff?: Staff;
    /** The session's token, which the screens send back in `x-csrf-token` with every change (staffAuth). */
    csrfToken: string | undefined;
  }
}

async function staffAuthPlugin(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('csrfToken', undefined);
  await oidcStaff(app, options);
}

/**
 * Staff sign-in for ADMIN_MODE=oidc. Register it first inside the editor's own
 * scope (at / or with the prefix /admin), which holds the API at /admin/api/*
 * and the screens at /admin/*, before their routes: its hooks then guard every
 * route of that scope and nothing outside it. Every request there gets
 * `request.staff` and `request.csrfToken`; without a session the API answers
 * 401 `{ error, signIn }` and a screen redirects to /admin/sign-in; every
 * change (any method but GET and HEAD) needs the token in `x-csrf-token`. It
 * adds GET /admin/sign-in, GET /admin/callback and POST /admin/sign-out.
 *
 * Not encapsulated, so its hooks and decorators reach the routes registered
 * beside it; marked with fastify's documented `skip-override` property, as
 * fastify-plugin would do, since that package is not among our dependencies.
 */
export const staffAuth: FastifyPluginAsync<StaffAuthOptions> = Object.assign(staffAuthPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'staff-auth',
});

/**
 * The editor's access in oidc mode, in the shape the editor's room calls with
 * its scope (as local mode's): staffAuth there, and GET /admin/api/session
 * answering who is signed in and the CSRF token (401 without a session).
 */
export function staffEditorAccess(options: StaffAuthOptions): (scope: FastifyInstance) => Promise<void> {
  return async (scope) => {
    await scope.register(staffAuth, options);
    scope.get(staffPaths.session.slice(scope.prefix.length), async (request): Promise<EditorSession> => {
      // The gate answered 401 before this handler for anyone without a session.
      const { name, email } = request.staff!;
      return { mode: 'oidc', name, email, csrfToken: request.csrfToken! };
    });
  };
}
