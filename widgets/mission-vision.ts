import { defineWidget } from '../src/elements/define-widget';
import { missionVisionWidget } from '../src/content/widgets/mission-vision';
import styles from '../src/sections/MissionVision?styles';
import firstView from '../src/sections/MissionVision?first-view';

defineWidget(missionVisionWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/MissionVision').then((m) => m.MissionVision),
});
