import type {
  EditorCollection,
  EditorDraft,
  FieldProblem,
  OpenedDocument,
  SaveRequest,
} from '../../src/content/editor-api.ts';
import { blobVersion } from './repository/blob-version.ts';
import { documentFile, publishMessage, restoreMessage } from './document-files.ts';
import { otherSlugs } from './document-list.ts';
import { checkDraft, readDraft, writeDraft } from './page-drafts.ts';
import type { FileState, Person, SiteRepository } from './repository/site-repository.ts';

/** The page a request is about, and who asks. */
export interface PageRequest {
  repository: SiteRepository;
  collection: EditorCollection;
  name: string;
  staff: Person;
}

/** An answer of the editor's API: its status and its JSON. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A page's file text as the editor opens it: the draft, or the problems that keep it from being one (422). */
export function openedAt(
  { collection, name }: Pick<PageRequest, 'collection' | 'name'>,
  bytes: Buffer,
  version: string,
): { ok: true; document: OpenedDocument } | { ok: false; answer: Answer } {
  const source = bytes.toString('utf8');
  const read = readDraft(collection, source);
  if (read.ok) return { ok: true, document: { collection, name, draft: read.draft, source, version } };
  return { ok: false, answer: { status: 422, body: { ok: false, problems: read.problems, source, version } } };
}

/** 409: the page changed since it was opened; the page as it is now, and what the sender would have written. */
function conflict(page: PageRequest, current: FileState, yours: string): Answer {
  const opened = openedAt(page, current.bytes, current.version);
  if (!opened.ok) return { status: 409, body: { ...(opened.answer.body as object), yours } };
  return { status: 409, body: { ok: false, conflict: opened.document, yours } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every problem that keeps `draft` from being written as `page`, in the build's words. */
async function problemsOf(page: PageRequest, draft: EditorDraft, isNew: boolean): Promise<FieldProblem[]> {
  const slugs = await otherSlugs(page.repository, page.collection, page.name);
  const problems = checkDraft(draft, { root: page.repository.dir, otherSlugs: slugs });
  const slug = text(draft.frontMatter.slug);
  // A new landing page is the file of its slug, so its address and its file never tell two stories.
  if (isNew && page.collection === 'landing' && slug !== '' && slug !== page.name)
    problems.push({
      field: 'slug',
      message: `a new landing page is saved as its slug: this one would be ${page.name}.md but its slug is "${slug}"`,
    });
  if (draft.kind !== (page.collection === 'landing' ? 'landing' : 'post'))
    problems.push({ field: '', message: `this is a ${draft.kind} draft, saved as a ${page.collection}` });
  return problems;
}

/** The bytes the draft was opened from, when git still has them: the original its text is written against. */
async function baseSource(repository: SiteRepository, baseVersion: string | undefined, current?: FileState) {
  if (current && (!baseVersion || current.version === baseVersion)) return current.bytes.toString('utf8');
  if (!baseVersion) return undefined;
  return (await repository.blob(baseVersion))?.toString('utf8');
}

/** Commits `bytes` as the page and answers as a save does (200, or 409 when the remote changed the page). */
async function commitPage(page: PageRequest, bytes: Buffer, message: string): Promise<Answer> {
  const file = documentFile(page.collection, page.name);
  const source = bytes.toString('utf8');
  const version = blobVersion(bytes);
  const outcome = await page.repository.commitFile(file, bytes, page.staff, message);
  if (outcome.kind === 'committed') return { status: 200, body: { ok: true, version, commit: outcome.commit, source } };
  if (outcome.kind === 'unchanged') return { status: 200, body: { ok: true, version, commit: '', source } };
  if (!outcome.remote) return { status: 404, body: { error: `${file} was removed from the repository meanwhile.` } };
  return conflict(page, outcome.remote, source);
}

/**
 * PUT a page: refused with 409 when the file is not at the version it was
 * opened at (or exists and none was named), with 422 when any check fails;
 * then written as the person would write it and committed alone (`publish`),
 * or only answered (`check`). An unchanged save writes nothing and makes no
 * commit (`commit: ''`). One save of the working copy at a time.
 */
export function savePage(page: PageRequest, request: SaveRequest): Promise<Answer> {
  const file = documentFile(page.collection, page.name);
  return page.repository.exclusive(async () => {
    const current = await page.repository.read(file);
    const original = await baseSource(page.repository, request.baseVersion, current);
    const source = writeDraft(request.draft, original);
    if (current && current.version !== request.baseVersion) return conflict(page, current, source);
    if (!current && request.baseVersion)
      return { status: 404, body: { error: `${file} was removed since it was opened; save it as a new page.` } };
    const problems = await problemsOf(page, request.draft, !current);
    if (problems.length > 0) return { status: 422, body: { ok: false, problems } };
    if (request.intent === 'check')
      return { status: 200, body: { ok: true, version: current?.version ?? '', commit: '', source } };
    const { title, slug } = request.draft.frontMatter;
    return commitPage(page, Buffer.from(source), publishMessage(page.collection, text(title), text(slug)));
  });
}

/**
 * POST restore: the page's bytes at `commit` (a commit of its history) become
 * the page again, as a new commit, once they pass today's checks; 409 when the
 * page is no longer at `baseVersion`.
 */
export function restorePage(page: PageRequest, commit: string, baseVersion: string): Promise<Answer> {
  const file = documentFile(page.collection, page.name);
  return page.repository.exclusive(async () => {
    const current = await page.repository.read(file);
    if (!current) return { status: 404, body: { error: `${file} does not exist.` } };
    const old = await versionAt(page.repository, file, commit);
    if (!old) return { status: 404, body: { error: `${commit} is not a version of ${file}.` } };
    if (current.version !== baseVersion) return conflict(page, current, old.toString('utf8'));
    const opened = openedAt(page, old, current.version);
    if (!opened.ok) return opened.answer;
    const { draft } = opened.document;
    const problems = await problemsOf(page, draft, false);
    if (problems.length > 0) return { status: 422, body: { ok: false, problems } };
    const { title, slug } = draft.frontMatter;
    return commitPage(page, old, restoreMessage(page.collection, text(title), text(slug), commit));
  });
}

/** The file's bytes at a commit of its history (the path it had then), or undefined for any other commit. */
export async function versionAt(repository: SiteRepository, file: string, commit: string): Promise<Buffer | undefined> {
  const entry = (await repository.history(file)).find((version) => version.commit.startsWith(commit));
  return entry && repository.fileAt(entry.commit, entry.path);
}
