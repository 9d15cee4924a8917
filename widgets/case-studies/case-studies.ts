import { defineWidget } from '../../src/elements/define-widget';
import { caseStudiesWidget } from './contract';
import styles from './CaseStudies?styles';
import firstView from './CaseStudies?first-view';

defineWidget(caseStudiesWidget, {
  styles,
  firstView,
  load: () => import('./CaseStudies').then((m) => m.CaseStudies),
});
