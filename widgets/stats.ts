import { defineWidget } from '../src/elements/define-widget';
import { statsWidget } from '../src/content/widgets/stats';
import { Stats } from '../src/sections/Stats';
import statsCss from '../src/styles/stats.css?inline';

defineWidget(statsWidget, Stats, [statsCss]);
