import { defineWidget } from '../src/elements/define-widget';
import { caseStudiesWidget } from '../src/content/widgets/case-studies';
import styles from '../src/sections/CaseStudySlider?styles';
import firstView from '../src/sections/CaseStudySlider?first-view';

defineWidget(caseStudiesWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/CaseStudySlider').then((m) => m.CaseStudySlider),
});
