import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { caseStudiesWidget } from './contract.ts';
import styles from './CaseStudies.tsx?styles';
import firstView from './CaseStudies.tsx?first-view';

defineWidget(caseStudiesWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./CaseStudies.tsx').then((m) => m.CaseStudies),
});
