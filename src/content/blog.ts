import type { BlogPost } from './types';
import { accessibilityBusinessCase } from './blog/accessibility-business-case';
import { apiSecurityBasics } from './blog/api-security-basics';
import { cloudCosts } from './blog/cloud-costs';
import { erpRolloutLessons } from './blog/erp-rollout-lessons';
import { offshoreOnboarding } from './blog/offshore-onboarding';
import { reactNativeOrFlutter } from './blog/react-native-or-flutter';
import { softwareBrief } from './blog/software-brief';
import { uxResearchOnABudget } from './blog/ux-research-on-a-budget';

/** The sidebar's author card and every author of the blog. */
export { blogAuthor, authors, type AuthorHandle } from './blog/authors';
/** The category and tag vocabularies the sidebar lists and filters by. */
export { blogCategories, blogTags, type BlogCategory, type BlogTag } from './blog/taxonomy';

/** Every blog post, newest first. */
export const posts: readonly BlogPost[] = [
  cloudCosts,
  reactNativeOrFlutter,
  accessibilityBusinessCase,
  offshoreOnboarding,
  erpRolloutLessons,
  apiSecurityBasics,
  uxResearchOnABudget,
  softwareBrief,
];

/** The post with this slug, or undefined when none has it. */
export function findPost(slug: string): BlogPost | undefined {
  return posts.find((entry) => entry.slug === slug);
}

/** How many comments a post has, replies included, for the "N Comments" line. */
export function countComments(post: Pick<BlogPost, 'comments'>): number {
  const count = (list: BlogPost['comments']): number =>
    list.reduce((sum, entry) => sum + 1 + count(entry.replies), 0);
  return count(post.comments);
}
