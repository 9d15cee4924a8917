import type { BlogPost, BlogPostText } from '../types';
import { accessibilityBusinessCase } from './accessibility-business-case';
import { accessibilityBusinessCaseText } from './text/accessibility-business-case';
import { apiSecurityBasics } from './api-security-basics';
import { apiSecurityBasicsText } from './text/api-security-basics';
import { cloudCosts } from './cloud-costs';
import { cloudCostsText } from './text/cloud-costs';
import { erpRolloutLessons } from './erp-rollout-lessons';
import { erpRolloutLessonsText } from './text/erp-rollout-lessons';
import { offshoreOnboarding } from './offshore-onboarding';
import { offshoreOnboardingText } from './text/offshore-onboarding';
import { reactNativeOrFlutter } from './react-native-or-flutter';
import { reactNativeOrFlutterText } from './text/react-native-or-flutter';
import { softwareBrief } from './software-brief';
import { softwareBriefText } from './text/software-brief';
import { uxResearchOnABudget } from './ux-research-on-a-budget';
import { uxResearchOnABudgetText } from './text/ux-research-on-a-budget';
import { postSummaries } from './summaries';

/** Each post's text and comments, by slug. */
const texts: Readonly<Record<string, BlogPostText>> = {
  [accessibilityBusinessCase.slug]: accessibilityBusinessCaseText,
  [apiSecurityBasics.slug]: apiSecurityBasicsText,
  [cloudCosts.slug]: cloudCostsText,
  [erpRolloutLessons.slug]: erpRolloutLessonsText,
  [offshoreOnboarding.slug]: offshoreOnboardingText,
  [reactNativeOrFlutter.slug]: reactNativeOrFlutterText,
  [softwareBrief.slug]: softwareBriefText,
  [uxResearchOnABudget.slug]: uxResearchOnABudgetText,
};

/** Every blog post with its text, newest first (the order of postSummaries). */
export const posts: readonly BlogPost[] = /* @__PURE__ */ postSummaries.map((summary) => {
  const text = texts[summary.slug];
  if (!text) throw new Error(`The post ${summary.slug} has no text`);
  return { ...summary, ...text };
});
