import { defineWidget } from '../src/elements/define-widget';
import { caseStudiesWidget } from '../src/content/widgets/case-studies';
import { CaseStudySlider } from '../src/sections/CaseStudySlider';
import styles from '../src/sections/CaseStudySlider?styles';

defineWidget(caseStudiesWidget, CaseStudySlider, styles);
