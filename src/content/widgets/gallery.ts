/** Copy of the /widgets gallery page around each widget's contract. */
export const galleryCopy = {
  loaderTitle: 'Every tag at once',
  loaderText:
    'Load /widgets/index.js to define every tag, or /widgets/<name>.js for one. React loads once, however many tags a page uses, and loading a script twice is harmless. Link /widgets/reserve.css in your head so each tag keeps its space while its script arrives.',
  liveLabel: 'Live',
  attributesLabel: 'Attributes',
  eventsLabel: 'Events',
  partsLabel: 'Parts',
  snippetLabel: 'Copy and paste',
  noAttributes: 'No attributes: it works as it is.',
  noEvents: 'No events.',
  columns: { name: 'Name', type: 'Type', description: 'Description', detail: 'Detail' },
} as const;
