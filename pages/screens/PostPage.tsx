import type { PageProps } from '../page-types';
import { PostView } from './PostView';

export { meta, paramSets, preloadImages, jsonLd } from './PostView';

/** /blog-single/{slug}. */
export default function PostPage({ params }: PageProps) {
  return <PostView slug={params.slug ?? ''} layout="right-sidebar" postBase="/blog-single" />;
}
