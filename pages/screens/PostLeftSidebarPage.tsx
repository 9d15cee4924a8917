import type { PageProps } from '../page-types';
import { PostView } from './PostView';

export { meta, paramSets, preloadImages, jsonLd } from './PostView';

/** /blog-single-left-sidebar/{slug}. */
export default function PostLeftSidebarPage({ params }: PageProps) {
  return <PostView slug={params.slug ?? ''} layout="left-sidebar" postBase="/blog-single-left-sidebar" />;
}
