/** Copy of the /widgets gallery page around each widget's contract. */
export const galleryCopy = {
  loaderTitle: 'Every tag at once',
  loaderText:
    'Load /widgets/index.js to define every tag, or /widgets/<name>.js for one. React loads once, however many tags a page uses, and loading a script twice is harmless. Link /widgets/reserve.css in your head so each tag keeps its space while its script arrives.',
  instantTitle: 'Instant, then interactive',
  instantText:
    "A tag shows its final markup as soon as its small script runs (about 7 KB, no React): the build prerenders it. React comes when the visitor first points at, touches or types in the tag, or when the browser is idle once the tag is near the viewport, and adopts that markup without drawing it again; the tag then matches :state(ready) and dispatches it-ready. Until then links work, typed text and a pressed tab carry over, and a form sent posts natively to the company's server. A tag given action, service, category or limit renders in the browser instead.",
  behaviourTitle: 'Events, analytics, prefill and autofill',
  behaviourText: [
    "Every tag dispatches it-ready ({ tag }) once it is interactive (and matches :state(ready)); the form widgets add it-start ({ form }) on the visitor's first input, then it-submit, it-success and it-error. All of them bubble out of the shadow root: listen on document, before the widget script loads.",
    "Add the attribute data-layer to a tag and each of its it-* events is also pushed to window.dataLayer as { event: 'it-success', form, … } for Google Tag Manager and the like; the fields the visitor typed are never pushed.",
    "The form widgets take name, email and message attributes that fill those fields, and read your page's it_name, it_email and it_message URL parameters unless the tag has no-url-prefill; an attribute wins over the URL, and the visitor can change everything.",
    'Every field carries its name, type and autocomplete token (name, email, tel, username, current-password, new-password), so browsers and password managers fill the forms inside the shadow root.',
  ],
  liveLabel: 'Live',
  attributesLabel: 'Attributes',
  eventsLabel: 'Events',
  partsLabel: 'Parts',
  snippetLabel: 'Copy and paste',
  noAttributes: 'No attributes: it works as it is.',
  noEvents: 'No events.',
  columns: { name: 'Name', type: 'Type', description: 'Description', detail: 'Detail' },
} as const;
