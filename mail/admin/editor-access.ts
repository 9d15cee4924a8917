import type { FastifyInstance } from 'fastify';
import type { Person } from './repository/site-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The person the editor acts for: set by the mode's access before any /admin/api/ handler runs. */
    staff?: Person;
  }
}

/**
 * How a mode lets people into /admin/: given the editor's own scope, it adds
 * the hooks that set `request.staff` or refuse (401/403), check the CSRF
 * header of every change, and `GET /admin/api/session`. Local mode is
 * local-access.ts; oidc mode is the sign-in's.
 */
export type EditorAccess = (scope: FastifyInstance) => Promise<void>;

/** A change to the site: anything but a read. */
export const isChange = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** The editor's API, which every access guards (the screens at /admin/ are static files). */
export const isApi = (url: string): boolean => url.startsWith('/admin/api/');
