import { defineWidget } from '../../src/elements/define-widget.ts';
import { fillFirstViewWords } from '../../src/elements/first-view-words.ts';
import { latestPostsWidget } from './contract.ts';
import styles from './LatestPosts.tsx?styles';
import firstView from './LatestPosts.tsx?first-view';

defineWidget(latestPostsWidget, {
  styles,
  firstView,
  firstViewWords: fillFirstViewWords,
  load: () => import('./LatestPosts.tsx').then((m) => m.LatestPosts),
});
