import type { PageProps } from '../page-types';
import { blogVariant } from './BlogIndex';
import { PostView } from './PostView';

export { meta, paramSets, preloadImages, jsonLd } from './PostView';

/** /blog-single/{slug} and its left-sidebar and full-width layouts, as the route names it. */
export default function PostPage({ params }: PageProps) {
  const { postLayout, postBase } = blogVariant(params);
  return <PostView slug={params.slug ?? ''} layout={postLayout} postBase={postBase} />;
}
