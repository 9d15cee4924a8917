import { adminMessages } from '../messages.ts';
import { siteFacts } from '../preview/site-facts.ts';
import { OpeningNotice, useOpenedPage } from '../use-opened-page.tsx';
import { PostEditor } from './PostEditor.tsx';

const words = adminMessages;

/** /admin/post/:name and /admin/new/post. */
export function PostScreen({ name }: { name?: string }) {
  const { opening, onNamed } = useOpenedPage('post', name, words.post.untitled, siteFacts);
  if (opening.state === 'ready') {
    return <PostEditor key={opening.generation} facts={opening.parts} opened={opening.opened} onNamed={onNamed} />;
  }
  return (
    <OpeningNotice
      title={name ?? words.post.untitled}
      loading={words.session.loading}
      failed={opening.state === 'failed' ? opening.reason : undefined}
    />
  );
}
