import type { PageProps } from '../page-types';
import { PostView } from './PostView';

export { meta, paramSets, preloadImages, jsonLd } from './PostView';

/** /blog-single-fullwidth/{slug}. */
export default function PostFullwidthPage({ params }: PageProps) {
  return <PostView slug={params.slug ?? ''} layout="fullwidth" postBase="/blog-single-fullwidth" />;
}
