import { defineWidget } from '../src/elements/define-widget';
import { latestPostsWidget } from '../src/content/widgets/latest-posts';
import { LatestPosts } from '../src/sections/LatestPosts';
import styles from '../src/sections/LatestPosts?styles';

defineWidget(latestPostsWidget, LatestPosts, styles);
