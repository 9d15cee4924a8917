import { defineWidget } from '../../src/elements/define-widget';
import { latestPostsWidget } from './contract';
import styles from './LatestPosts?styles';
import firstView from './LatestPosts?first-view';

defineWidget(latestPostsWidget, {
  styles,
  firstView,
  load: () => import('./LatestPosts').then((m) => m.LatestPosts),
});
