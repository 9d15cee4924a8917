import { defineWidget } from '../../src/elements/define-widget';
import { missionVisionWidget } from './contract';
import styles from './MissionVision?styles';
import firstView from './MissionVision?first-view';

defineWidget(missionVisionWidget, {
  styles,
  firstView,
  load: () => import('./MissionVision').then((m) => m.MissionVision),
});
