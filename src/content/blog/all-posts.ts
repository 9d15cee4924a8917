import type { BlogPost } from '../types';
import { accessibilityBusinessCase } from './accessibility-business-case';
import { apiSecurityBasics } from './api-security-basics';
import { cloudCosts } from './cloud-costs';
import { erpRolloutLessons } from './erp-rollout-lessons';
import { offshoreOnboarding } from './offshore-onboarding';
import { reactNativeOrFlutter } from './react-native-or-flutter';
import { softwareBrief } from './software-brief';
import { uxResearchOnABudget } from './ux-research-on-a-budget';

/** Every blog post, newest first: the order of the lists and of Previous/Next. */
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
