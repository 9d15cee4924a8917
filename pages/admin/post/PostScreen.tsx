import { useEffect, useState } from 'react';
import type { OpenedDocument } from '../../../src/content/editor-api';
import { ApiError, openDocument } from '../api';
import { adminMessages } from '../messages';
import { siteFacts, type SiteFacts } from '../preview/site-facts';
import { PostEditor } from './PostEditor';
import '../admin.css';

const words = adminMessages;

type Loading =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; facts: SiteFacts; opened?: OpenedDocument };

/** /admin/post/:name and /admin/new/post. */
export function PostScreen({ name }: { name?: string }) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    document.title = words.titleOf(name ?? words.post.untitled);
    Promise.all([siteFacts(), name ? openDocument('post', name) : undefined]).then(
      ([facts, opened]) => setLoading({ state: 'ready', facts, opened }),
      (error: unknown) =>
        setLoading({
          state: 'failed',
          reason:
            error instanceof ApiError && error.status === 404
              ? words.errors.notFound
              : String(error instanceof Error ? error.message : error),
        }),
    );
  }, [name]);
  if (loading.state === 'ready') return <PostEditor facts={loading.facts} opened={loading.opened} />;
  return (
    <main id="main" className="admin-page">
      <h1>{name ?? words.post.untitled}</h1>
      {loading.state === 'loading' ? (
        <p role="status">{words.session.loading}</p>
      ) : (
        <p className="admin-notice admin-notice--error" role="alert">
          {words.errors.loadFailed(loading.reason)}
        </p>
      )}
    </main>
  );
}
