/** The partners' embedding guide, from guide.md: prose the /widgets/guide page puts around the contracts' reference. */
export { widgetGuide } from 'virtual:it-content/widget-guide';
