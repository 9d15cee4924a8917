import type { PageProps } from '../page-types.ts';
import { blogVariant } from './BlogIndex.tsx';
import { PostView } from './PostView.tsx';

export { meta, paramSets, preloadImages, jsonLd } from './PostView.tsx';

/** /blog-single/{slug} and its left-sidebar and full-width layouts, as the route names it. */
export default function PostPage({ params }: PageProps) {
  const { postLayout, postBase } = blogVariant(params);
  return <PostView slug={params.slug ?? ''} layout={postLayout} postBase={postBase} />;
}
