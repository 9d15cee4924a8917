import { defineWidget } from '../../src/elements/define-widget';
import { fillFirstViewWords } from '../../src/elements/first-view-words';
import { latestPostsWidget } from './contract';
import styles from './LatestPosts?styles';
import firstView from './LatestPosts?first-view';

defineWidget(latestPostsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./LatestPosts').then((m) => m.LatestPosts),
});
