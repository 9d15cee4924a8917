import type { EditorSession } from '../../src/content/editor-api.ts';
import { isApi, type EditorAccess } from './editor-access.ts';
import type { Person } from './repository/site-repository.ts';

/**
 * FOR TESTS ONLY: lets every request in as `person`, with no sign-in and no
 * CSRF check, so a test can drive the oidc mode's saves and pushes without an
 * identity provider. Reachable only through buildApp's `tuning` argument,
 * which no environment variable sets.
 */
export function testOnlyAccess(person: Person): EditorAccess {
  return async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (isApi(request.url)) request.staff = person;
    });
    scope.get('/admin/api/session', async (): Promise<EditorSession> => ({ mode: 'oidc', ...person, csrfToken: '' }));
  };
}
