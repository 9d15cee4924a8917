import { defineWidget } from '../src/elements/define-widget';
import { latestPostsWidget } from '../src/content/widgets/latest-posts';
import styles from '../src/sections/LatestPosts?styles';
import firstView from '../src/sections/LatestPosts?first-view';

defineWidget(latestPostsWidget, {
  styles,
  firstView,
  load: () => import('../src/sections/LatestPosts').then((m) => m.LatestPosts),
});
