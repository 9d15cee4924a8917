import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { localStaff } from './staff-local.ts';
import { oidcStaff } from './staff-oidc.ts';
import type { Staff, StaffAuthOptions } from './staff-options.ts';

export type { LocalStaffOptions, OidcStaffOptions, Staff, StaffAuthOptions } from './staff-options.ts';
export { staffPaths } from './staff-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is using the editor (staffAuth): the signed-in member of staff, or in local mode the git identity. */
    staff?: Staff;
    /** The token the screens send back in `x-csrf-token` with every change (EditorSession.csrfToken). */
    csrfToken: string | undefined;
  }
}

async function staffAuthPlugin(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('csrfToken', undefined);
  if (options.mode === 'local') await localStaff(app, options);
  else await oidcStaff(app, options);
}

/**
 * Who may use the editor. Register it first inside the editor's own scope,
 * which holds /admin/api/* and the screens at /admin/* (at / or with the prefix
 * /admin), before their routes: its hooks then guard every route of that scope
 * and nothing outside it. Every request there gets `request.staff` and
 * `request.csrfToken`; without a session the API answers 401 and a screen
 * redirects to /admin/sign-in; every change (not GET or HEAD) needs the token
 * in `x-csrf-token`. In oidc mode it adds /admin/sign-in, /admin/callback and
 * POST /admin/sign-out.
 *
 * Not encapsulated, so its hooks and decorators reach the routes registered
 * beside it; marked with fastify's documented `skip-override` property, as
 * fastify-plugin would do, since that package is not among our dependencies.
 */
export const staffAuth: FastifyPluginAsync<StaffAuthOptions> = Object.assign(staffAuthPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'staff-auth',
});
