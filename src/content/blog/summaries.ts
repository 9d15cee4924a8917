import type { BlogPostSummary } from '../types';
import { accessibilityBusinessCase } from './accessibility-business-case';
import { apiSecurityBasics } from './api-security-basics';
import { cloudCosts } from './cloud-costs';
import { erpRolloutLessons } from './erp-rollout-lessons';
import { offshoreOnboarding } from './offshore-onboarding';
import { reactNativeOrFlutter } from './react-native-or-flutter';
import { softwareBrief } from './software-brief';
import { uxResearchOnABudget } from './ux-research-on-a-budget';

/**
 * Every post's summary, newest first: the order of the lists and of
 * Previous/Next. Cards (the home page's latest posts, the sidebar) import only
 * this, so their pages do not download every post's text.
 */
export const postSummaries: readonly BlogPostSummary[] = [
  cloudCosts,
  reactNativeOrFlutter,
  accessibilityBusinessCase,
  offshoreOnboarding,
  erpRolloutLessons,
  apiSecurityBasics,
  uxResearchOnABudget,
  softwareBrief,
];
