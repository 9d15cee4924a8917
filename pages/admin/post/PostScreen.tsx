import { useEffect, useState } from 'react';
import type { OpenedDocument } from '../../../src/content/editor-api';
import { ApiError, openDocument } from '../api';
import { adminMessages } from '../messages';
import { siteFacts, type SiteFacts } from '../preview/site-facts';
import { PostEditor } from './PostEditor';
import { useNamedRoute } from '../use-named-route';
import '../admin.css';

const words = adminMessages;

type Ready = { state: 'ready'; facts: SiteFacts; opened?: OpenedDocument; generation: number };
type Loading = { state: 'loading' } | { state: 'failed'; reason: string } | Ready;

/** /admin/post/:name and /admin/new/post. */
export function PostScreen({ name }: { name?: string }) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const { onNamed, isOwn } = useNamedRoute('post');
  useEffect(() => {
    if (isOwn(name)) return;
    document.title = words.titleOf(name ?? words.post.untitled);
    Promise.all([siteFacts(), name ? openDocument('post', name) : undefined]).then(
      ([facts, opened]) =>
        setLoading((previous) => ({
          state: 'ready',
          facts,
          opened,
          generation: previous.state === 'ready' ? previous.generation + 1 : 0,
        })),
      (error: unknown) =>
        setLoading({
          state: 'failed',
          reason:
            error instanceof ApiError && error.status === 404
              ? words.errors.notFound
              : String(error instanceof Error ? error.message : error),
        }),
    );
  }, [name, isOwn]);
  if (loading.state === 'ready') {
    return <PostEditor key={loading.generation} facts={loading.facts} opened={loading.opened} onNamed={onNamed} />;
  }
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
