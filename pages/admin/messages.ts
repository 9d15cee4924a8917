// Every word the editor's screens show a person, in one place. The site's own
// copy lives in src/content/; these are the staff's screens, in English. Kept
// free of imports, so the build (rollup.config.ts) reads the page's title here too.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The editor's words. */
export const adminMessages = {
  documentTitle: 'Editor',
  appName: 'Site editor',
  skipLink: 'Skip to the content',
  titleOf: (screen: string) => `${screen} · Editor`,

  session: {
    loading: 'Opening the editor…',
    signedInAs: (name: string, email: string) => `Signed in as ${name} (${email})`,
    localMode: 'Local mode: no sign-in on this computer',
    signedOut: 'You are not signed in.',
    signIn: 'Sign in',
    failed: (reason: string) => `The editor could not reach the server: ${reason}`,
  },

  nav: {
    label: 'Editor',
    list: 'All pages',
    newLanding: 'New landing page',
    newPost: 'New post',
    back: 'Back to all pages',
  },

  list: {
    heading: 'Pages',
    intro: 'Landing pages and blog posts. Open one to edit it, or start a new one.',
    search: 'Search pages',
    searchHelp: 'By title, address, language or status.',
    loading: 'Loading the pages…',
    empty: 'No page matches your search.',
    count: (shown: number, all: number) =>
      shown === all ? plural(all, 'page', 'pages') : `${shown} of ${plural(all, 'page', 'pages')}`,
    caption: 'Landing pages and posts',
    columns: { title: 'Title', kind: 'Kind', slug: 'Address', date: 'Date', status: 'Status', lang: 'Language' },
    kind: { landing: 'Landing page', post: 'Post' } as Record<string, string>,
    status: { published: 'Published', draft: 'Draft', scheduled: 'Scheduled' } as Record<string, string>,
    noDate: '—',
  },

  fields: {
    /** `button-label` → `Button label`. */
    labelOf: (name: string) => {
      const words = name.replace(/-/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    },
    notSet: 'Not set',
    defaultChoice: (value: string) => `Default (${value})`,
    switchOn: 'On',
    switchOff: 'Off',
    order: (values: readonly string[]) => (values.length > 1 ? `Shown in this order: ${values.join(', ')}` : ''),
    required: 'required',
    colourPicker: (label: string) => `${label}: picker`,
    colourClear: 'Use the site’s colour',
    faq: {
      legend: 'FAQ items',
      help: 'The questions the page’s FAQ block shows, in this order.',
      question: (index: number) => `Question ${index + 1}`,
      answer: (index: number) => `Answer ${index + 1}`,
      add: 'Add a question',
      remove: (index: number) => `Remove question ${index + 1}`,
      up: (index: number) => `Move question ${index + 1} up`,
      down: (index: number) => `Move question ${index + 1} down`,
      none: 'No questions yet.',
    },
  },

  page: {
    heading: 'Page settings',
    title: 'Title',
    titleHelp: 'The page title, for the browser tab and search results.',
    description: 'Description',
    descriptionHelp: 'One sentence for search results and shared links.',
    slug: 'Address',
    slugHelp: 'The address after /lp/: lowercase letters, digits and single hyphens.',
    lang: 'Language',
    langHelp: 'The page’s language: its forms and widgets speak it, and Arabic reads right to left.',
    theme: 'Palette',
    themeHelp: 'Dark for a dark page; auto follows the visitor’s system. Not set: the site’s own look.',
    accent: 'Accent colour',
    accentHelp:
      'The page’s buttons, links and call-to-action band, as #rrggbb; dark enough for white text on it. Not set: the site’s blue.',
    noindex: 'Keep out of search engines',
    noindexHelp: 'On: the page is left out of search results and the sitemap.',
  },

  builder: {
    heading: (title: string) => `Landing page: ${title}`,
    untitled: 'New landing page',
    loading: 'Loading the sections…',
    blocks: 'Blocks',
    addLabel: 'Block to add',
    add: 'Add block',
    addHelp: 'Added after the selected block, or at the end.',
    prose: 'Prose',
    proseField: 'Text (Markdown)',
    proseHelp: 'Headings (##), lists (-), links [text](address) and pictures ![what it shows](blog/picture.svg).',
    proseLoading: 'Rendering…',
    blockLabel: (label: string, index: number) => `${index + 1}. ${label}`,
    select: (label: string) => `Select ${label}`,
    moveUp: 'Move up',
    moveDown: 'Move down',
    duplicate: 'Duplicate',
    remove: 'Delete',
    selectedBlock: (label: string) => `Selected block: ${label}`,
    pageSettings: 'Page settings',
    empty: 'The page has no blocks yet: add one.',
    canvasBlock: (label: string) => `${label} block: select to edit`,
    cannotPreview: (reason: string) => `This block cannot be previewed yet: ${reason}`,
    viewport: 'Preview width',
    dragHeading: 'Drag onto the page',
    dragHelp: 'With a mouse, drag a block from here into the preview.',
    fieldsLabel: 'Fields of the selected block',
    viewportPhone: 'Phone (375 px)',
    viewportDesktop: 'Desktop (1280 px)',
    previewTitle: 'Preview of the page',
    moved: (label: string, position: number) => `${label} moved to position ${position}.`,
    added: (label: string, position: number) => `${label} added at position ${position}.`,
    removed: (label: string) => `${label} deleted.`,
    duplicated: (label: string) => `${label} duplicated.`,
  },

  post: {
    heading: (title: string) => `Post: ${title}`,
    untitled: 'New post',
    settings: 'Post details',
    title: 'Title',
    titleHelp: 'The post’s title, its page’s heading.',
    slug: 'Address',
    slugHelp: 'The address after /blog-single/: lowercase words joined by hyphens.',
    date: 'Date',
    dateHelp: 'A date after today schedules the post.',
    author: 'Author',
    category: 'Category',
    tags: 'Tags',
    tagsHelp: 'Two to four that fit.',
    picture: 'Picture',
    pictureHelp: 'A picture under src/assets/images/, e.g. blog/cloud-costs.svg.',
    upload: 'Upload a picture',
    uploadHelp: 'PNG, JPEG, WebP or AVIF, at most 2 MB.',
    uploading: 'Uploading…',
    uploaded: (file: string) => `Uploaded as ${file}.`,
    alt: 'Alt text',
    altHelp: 'What the picture shows, for people who cannot see it.',
    excerpt: 'Excerpt',
    excerptHelp: 'One or two sentences for the lists and cards.',
    draft: 'Draft',
    draftHelp: 'On: the post is kept off the site.',
    body: 'Text (Markdown)',
    bodyHelp: 'Headings start at ##: the title is the page’s only level-one heading.',
    preview: 'Preview',
    previewTitle: 'Preview of the post',
    previewLoading: 'Rendering…',
  },

  publish: {
    check: 'Check',
    publish: 'Publish',
    checking: 'Checking…',
    publishing: 'Publishing…',
    published: (commit: string) => `Published (commit ${commit.slice(0, 7)}). The site shows it after its next build.`,
    checked: 'No problem found: the page can be published.',
    problemsHeading: (count: number) => `${plural(count, 'problem', 'problems')} to fix before publishing`,
    problemsIntro: 'Each links to its field.',
    headings: { checked: 'Checked', published: 'Published', failed: 'Not published' },
    pageProblem: 'The page',
    inBlock: (label: string, index: number) => `Block ${index + 1} (${label})`,
    dismiss: 'Close',
    failed: (reason: string) => `The server could not save: ${reason}`,
    newName: 'The page needs an address (slug) before it can be saved.',
    notPublished: 'Not published: someone else published this page meanwhile.',
  },

  accessibility: {
    heading: (count: number) =>
      count === 1 ? '1 accessibility problem blocks publishing' : `${count} accessibility problems block publishing`,
    intro: 'Checked with axe on the page as the site renders it, at 375 and 1280 px wide.',
    running: 'Checking accessibility at 375 and 1280 px…',
    at: (widths: readonly number[]) => `at ${widths.map((w) => `${w} px`).join(' and ')}`,
    where: (place: string) => `In ${place}`,
    wholePage: 'the page',
    element: 'Element',
    more: 'What the rule says',
    /** How to fix what the rules people meet most often find, in the page's terms. */
    fixes: {
      'image-alt':
        'A picture has no alt text. Write what it shows between the brackets: ![what it shows](blog/picture.svg).',
      'heading-order':
        'A heading level is skipped (for example ## then ####). Use the next level down: after ## comes ###.',
      'color-contrast':
        'Text does not stand out enough from its background. Pick the site’s palette (Palette: not set, light or dark), and a darker Accent colour or none.',
      'link-name': 'A link has no words. Give it text that says where it goes: [Read the case study](address).',
      'empty-heading': 'A heading is empty. Write its words after the ## or remove it.',
      'page-has-heading-one':
        'The page has no main heading. Start it with a hero block, whose headline is the page’s heading.',
    } as Record<string, string>,
    otherFix: (help: string) => `${help}.`,
  },

  weight: {
    heading: 'What the page loads',
    script: (first: number, all: number, islands: readonly string[]) =>
      `JavaScript: ${kb(first)} before the first interaction, ${kb(all)} once every interactive part has woken (${islands.length > 0 ? islands.join(', ') : 'none on this page'}), gzip.`,
    images: (count: number, bytes: number, width: number) =>
      `Pictures at ${width} px: ${plural(count, 'file', 'files')}, ${kb(bytes)}.`,
    howLabel: 'How this is measured',
    how: 'JavaScript: the site’s scripts a page with these blocks loads (the boot script, then React and the island of each interactive block and of the header), each fetched from the site and compressed here with gzip. Pictures: each picture the preview shows at that width, as the browser picked it, sized from the site.',
    unknown: 'The page’s weight could not be measured.',
  },

  conflict: {
    heading: 'Someone else published this page meanwhile',
    intro: 'Your changes were not saved. Compare, then keep theirs or apply yours on top of theirs.',
    theirs: 'The page as it is now',
    yours: 'Your version',
    takeTheirs: 'Take theirs (drop my changes)',
    reapply: 'Apply mine over theirs',
  },

  history: {
    open: 'History',
    heading: 'History',
    close: 'Close history',
    loading: 'Loading the history…',
    empty: 'No earlier versions: the page is not in git yet.',
    entry: (author: string, date: string) => `${author}, ${date}`,
    restore: 'Restore this version',
    restoreLabel: (commit: string) => `Restore the version of commit ${commit.slice(0, 7)}`,
    restored: (commit: string) => `Restored as a new commit (${commit.slice(0, 7)}).`,
    confirm: 'Restore this version? It is published as a new commit; nothing is lost.',
  },

  errors: {
    notFound: 'There is no such page.',
    loadFailed: (reason: string) => `The page could not be opened: ${reason}`,
    retry: 'Try again',
    renderFailed: (reason: string) => `The preview failed: ${reason}`,
    uploadFailed: (reason: string) => `The picture was not uploaded: ${reason}`,
  },
};
