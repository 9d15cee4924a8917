// The editor API (/admin/api/, the wire format of src/content/editor-api.ts),
// through fetch alone: the screens know the server only by its addresses.
import type {
  DocumentSummary,
  EditorCollection,
  EditorSession,
  FieldProblem,
  HistoryEntry,
  OpenedDocument,
  SaveRequest,
  SaveResponse,
} from '../../src/content/editor-api.ts';

/** Where the API lives. */
export const apiBase = '/admin/api';

/** A request the server refused or could not answer, with its status (0: no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = '';

async function call<T>(path: string, init: RequestInit = {}, accept: readonly number[] = []): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET') headers.set('x-csrf-token', csrfToken);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (response.ok || accept.includes(response.status)) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  throw new ApiError(response.status, body.error ?? response.statusText);
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const documentPath = (collection: EditorCollection, name: string) =>
  `/documents/${collection}/${encodeURIComponent(name)}`;

/** Who is signed in; keeps the CSRF token every change sends back. */
export async function fetchSession(): Promise<EditorSession> {
  const session = await call<EditorSession>('/session');
  csrfToken = session.csrfToken;
  return session;
}

/** Every landing page and post. */
export const fetchDocuments = () =>
  call<{ documents: DocumentSummary[] }>('/documents').then(({ documents }) => documents);

/** One page, opened for editing. */
export const openDocument = (collection: EditorCollection, name: string) =>
  call<OpenedDocument>(documentPath(collection, name));

/** Checks (`intent: 'check'`) or publishes a draft: 422 and 409 are answers, not errors. */
export const saveDocument = (collection: EditorCollection, name: string, request: SaveRequest) =>
  call<SaveResponse>(documentPath(collection, name), json('PUT', request), [409, 422]);

/** The commits that changed a page, newest first. */
export const fetchHistory = (collection: EditorCollection, name: string) =>
  call<{ entries: HistoryEntry[] }>(`${documentPath(collection, name)}/history`).then(({ entries }) => entries);

/** A page as it was at `commit`. */
export const openVersion = (collection: EditorCollection, name: string, commit: string) =>
  call<OpenedDocument>(`${documentPath(collection, name)}/at/${encodeURIComponent(commit)}`);

/** Publishes the page as it was at `commit`, as a new commit. */
export const restoreVersion = (collection: EditorCollection, name: string, commit: string, baseVersion: string) =>
  call<SaveResponse>(`${documentPath(collection, name)}/restore`, json('POST', { commit, baseVersion }), [409, 422]);

/** Markdown rendered by the build's own renderer, with what it found wrong. */
export const renderMarkdown = (markdown: string, signal?: AbortSignal) =>
  call<{ html: string; problems: FieldProblem[] }>('/markdown', { ...json('POST', { markdown }), signal });

/** What an uploaded picture became: its path under src/assets/images/ and its size. */
export interface UploadedImage {
  path: string;
  width: number;
  height: number;
}

/** Uploads a picture into src/assets/images/<folder>/ (the server checks its type and size and commits it). */
export function uploadImage(file: File, folder: 'blog' | 'landing'): Promise<UploadedImage> {
  const body = new FormData();
  body.append('folder', folder);
  body.append('file', file);
  return call<UploadedImage>('/images', { method: 'POST', body });
}
