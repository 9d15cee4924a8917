import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { missionVisionWidget } from './contract';
import styles from './MissionVision?styles';
import firstView from './MissionVision?first-view';

defineWidget(missionVisionWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./MissionVision').then((m) => m.MissionVision),
});
