/** Copy of /widgets around the configurator: its heading, the link to the guide, the list of tags. */
export const widgetsPageCopy = {
  title: 'Set up a widget',
  intro:
    'Pick a tag, set its attributes, theme and language, and see it live below. The snippet is complete: paste it into your page.',
  guideLink: 'The embedding guide: every attribute explained, theming, events, languages and your CSP',
  listTitle: 'Every tag',
  loaderText:
    'Load /widgets/index.js to define every tag, or /widgets/<name>.js for one. React loads once, however many tags a page uses, and loading a script twice is harmless. Link /widgets/reserve.css in your head so each tag keeps its space while its script arrives.',
} as const;

/** The words of the configurator island itself, passed in its props. */
export const configuratorCopy = {
  tagLabel: 'Tag',
  themeLabel: 'Theme',
  languageLabel: 'Language',
  pageLanguage: "Your page's language",
  attributesLegend: 'Attributes',
  noAttributes: 'This tag has no attributes of its own.',
  unset: 'Default',
  listHint: 'None ticked shows them all, in the order of the list.',
  previewLabel: 'Preview',
  snippetLabel: 'Snippet',
  copy: 'Copy snippet',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Your browser did not allow copying: select the snippet and copy it yourself.',
} as const;

/** Copy of the reference parts of the embedding guide, made from the contracts. */
export const guideCopy = {
  contents: 'On this page',
  localesColumns: { code: 'lang', name: 'Language', dir: 'dir' },
  propertiesTitle: 'Custom properties',
  partsTitle: 'Parts',
  eventsColumns: { name: 'Event', from: 'Dispatched by', description: 'When', detail: 'detail' },
  everyTag: 'every tag',
  columns: { name: 'Attribute', type: 'Type', description: 'Description' },
  toastingIntro: 'The tags that need one:',
  /** The link from a tag's reference to the configurator, set to that tag. */
  configure: (tag: string) => `Set up <${tag}> on the widgets page`,
} as const;
