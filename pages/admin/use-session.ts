import { useEffect, useState } from 'react';
import type { EditorSession } from '../../src/content/editor-api.ts';
import { ApiError, fetchSession } from './api.ts';

/** Where the editor stands with the server: asking, signed in, not signed in (oidc mode), or unreachable. */
export type SessionState =
  | { state: 'loading' }
  | { state: 'ready'; session: EditorSession }
  | { state: 'signed-out' }
  | { state: 'failed'; reason: string };

/** Who is signed in, asked once when the editor opens. */
export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  useEffect(() => {
    fetchSession().then(
      (found) => setSession({ state: 'ready', session: found }),
      (error: unknown) =>
        setSession(
          error instanceof ApiError && error.status === 401
            ? { state: 'signed-out' }
            : { state: 'failed', reason: error instanceof Error ? error.message : String(error) },
        ),
    );
  }, []);
  return session;
}
