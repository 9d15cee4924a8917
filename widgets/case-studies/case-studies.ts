import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { caseStudiesWidget } from './contract';
import styles from './CaseStudies?styles';
import firstView from './CaseStudies?first-view';

defineWidget(caseStudiesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./CaseStudies').then((m) => m.CaseStudies),
});
