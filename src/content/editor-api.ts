// The editor's wire format: what the screens at /admin/ (pages/admin/) and the
// server's editor API (mail/admin/) say to each other, as JSON under
// /admin/api/. Types only, so both sides and the build's content checker agree
// on one shape.

/** The two kinds of page the editor writes: a landing page (src/content/landing/) or a post (src/content/blog/posts/). */
export type EditorCollection = 'landing' | 'post';

/** A value of a front matter, as YAML's core schema reads it (dates stay `YYYY-MM-DD` text). */
export type FrontMatterValue =
  string | number | boolean | null | FrontMatterValue[] | { [key: string]: FrontMatterValue };

/** A front matter: its keys in the file's order (JSON and JavaScript objects keep it). */
export type FrontMatter = Record<string, FrontMatterValue>;

/**
 * One block of a landing page's body: Markdown prose, or one `it-*` tag alone
 * on its line. A tag's attributes use the contract's names (`button-label`),
 * in the order the file writes them; `true` is a boolean attribute written bare.
 */
export type LandingDraftBlock =
  { kind: 'prose'; markdown: string } | { kind: 'section'; widget: string; attributes: Record<string, string | true> };

/** A landing page as the builder edits it. */
export interface LandingDraft {
  kind: 'landing';
  frontMatter: FrontMatter;
  blocks: LandingDraftBlock[];
}

/** A post as the post editor edits it: its front matter and its Markdown body. */
export interface PostDraft {
  kind: 'post';
  frontMatter: FrontMatter;
  body: string;
}

/** Either kind of page. */
export type EditorDraft = LandingDraft | PostDraft;

/**
 * One problem, next to the field it belongs to, in the words the build uses.
 * `field` is a path: `title`, `faq.0.answer`, `tags.1`, `body`, `blocks.3`
 * (the block as a whole) or `blocks.3.slugs` (one attribute of a tag, by its
 * contract name); `''` for the page as a whole.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A page as the list shows it. */
export interface DocumentSummary {
  collection: EditorCollection;
  /** The file's name without `.md`, which the API addresses it by. */
  name: string;
  /** The file, from the repository's root: `src/content/landing/cloud-migration.md`. */
  file: string;
  title: string;
  slug: string;
  /** A post's date; a landing page has none. */
  date?: string;
  /** A draft (`draft: true`), scheduled (dated after today) or published. */
  status: 'published' | 'draft' | 'scheduled';
  /** The page's language code (`en` unless its front matter says). */
  lang: string;
  /** Where the page is served: `/lp/<slug>` or `/blog-single/<slug>`. */
  url: string;
  /** The file's version (below). */
  version: string;
}

/** A page opened for editing. */
export interface OpenedDocument {
  collection: EditorCollection;
  name: string;
  draft: EditorDraft;
  /** The file's bytes as they are, UTF-8. */
  source: string;
  /**
   * The version of the file the draft was read from: git's blob hash of its
   * bytes. A save names it; the server refuses one whose file has changed since.
   */
  version: string;
}

/** A save: the draft, and the version it was opened at (none for a new page). */
export interface SaveRequest {
  draft: EditorDraft;
  baseVersion?: string;
  /** A checked page goes live (`publish`); otherwise the server only checks (`check`) and writes nothing. */
  intent: 'publish' | 'check';
}

/** What a save answers: 200 with the new version and commit; 422 with problems; 409 with the page as it is now. */
export type SaveResponse =
  | { ok: true; version: string; commit: string; source: string }
  | { ok: false; problems: FieldProblem[] }
  | { ok: false; conflict: OpenedDocument; yours: string };

/** One commit that changed a page. */
export interface HistoryEntry {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601. */
  date: string;
  message: string;
}

/** Who is signed in: in `npm run dev` on loopback, the checkout's git identity. */
export interface EditorSession {
  mode: 'local' | 'oidc';
  name: string;
  email: string;
  /** Sent back in the `x-csrf-token` header of every change. */
  csrfToken: string;
}
