/** The embedding guide's address on the site; /widgets and the tags' list link to it. */
export const widgetGuidePath = '/widgets/guide';
