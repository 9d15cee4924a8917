import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { missionVisionWidget } from './contract.ts';
import styles from './MissionVision.tsx?styles';
import firstView from './MissionVision.tsx?first-view';

defineWidget(missionVisionWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./MissionVision.tsx').then((m) => m.MissionVision),
});
