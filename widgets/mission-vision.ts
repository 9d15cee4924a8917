import { defineWidget } from '../src/elements/define-widget';
import { missionVisionWidget } from '../src/content/widgets/mission-vision';
import { MissionVision } from '../src/sections/MissionVision';
import styles from '../src/sections/MissionVision?styles';

defineWidget(missionVisionWidget, MissionVision, styles);
