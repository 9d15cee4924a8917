import { defineWidget } from '../src/elements/define-widget';
import { Stats } from '../src/sections/Stats';
import statsCss from '../src/styles/stats.css?inline';

/** `<it-stats>`: the statistics strip, counting up when scrolled into view. */
defineWidget('stats', Stats, { styles: [statsCss] });
