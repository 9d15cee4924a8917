import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import type { FieldProblem, OpenedDocument, PostDraft } from '../../../src/content/editor-api.ts';
import { uploadImage } from '../api.ts';
import { FieldControl } from '../fields/FieldControl.tsx';
import type { FieldSpec } from '../fields/field-spec.ts';
import { frontMatterOf, withPlaces } from '../landing/puck-data.ts';
import { adminMessages } from '../messages.ts';
import { fieldId, placeProblems, ProblemsContext, useProblems, PAGE } from '../problems/placed-problems.ts';
import { PreviewBoundary } from '../preview/PreviewBoundary.tsx';
import { previewImageUrl } from '../preview/preview-images.ts';
import { SiteFrame } from '../preview/SiteFrame.tsx';
import type { SiteFacts } from '../preview/site-facts.ts';
import { renderedNow, useRenderedMarkdown } from '../preview/use-rendered-markdown.ts';
import { PageDialogs } from '../publish/PageDialogs.tsx';
import { focusSoon } from '../landing/block-actions.ts';
import { PublishReport, type ProblemPlace } from '../publish/PublishReport.tsx';
import { usePublish } from '../publish/use-publish.ts';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import { postFields } from './post-fields.ts';
import { PostPage, postOfDraft } from './post-view.tsx';
import '../admin.css';
import './post.css';

const words = adminMessages.post;

/** Props of {@link PostEditor}. */
export interface PostEditorProps {
  facts: SiteFacts;
  opened?: OpenedDocument;
  /** A new post was published under `name`: its address moves there. */
  onNamed: (name: string) => void;
}

/** The keys of a post in the order a person writes them (the schema's), for a new post's first keys. */
const postKeys = [...postFields.map((field) => field.name), 'comments'];

const emptyPost: PostDraft = { kind: 'post', frontMatter: {}, body: '' };
const postDraft = (doc?: OpenedDocument): PostDraft => (doc?.draft.kind === 'post' ? doc.draft : emptyPost);

/** A front matter field with the problems found with it (`tags.1` counts as the tags'). */
function PostField({ spec, value, onChange }: { spec: FieldSpec; value: unknown; onChange: (value: unknown) => void }) {
  const problems = useProblems(PAGE, spec.name, true);
  return (
    <FieldControl spec={spec} id={fieldId(PAGE, spec.name)} value={value} onChange={onChange} problems={problems} />
  );
}

/** The picture's size, read from the working copy's file (a new upload's from the server's answer). */
function usePictureSize(src: string, known?: { width: number; height: number }) {
  const [size, setSize] = useState({ width: 1200, height: 675 });
  useEffect(() => {
    if (known || !src) return;
    const image = new Image();
    image.onload = () => setSize({ width: image.naturalWidth || 1200, height: image.naturalHeight || 675 });
    image.src = previewImageUrl(src);
  }, [src, known]);
  return known ?? size;
}

/**
 * The post editor: a form for the front matter made from the post schema's
 * fields, the body in a Markdown editor, and beside them the post in its own
 * layout, the body rendered by the build's renderer as it is typed.
 */
export function PostEditor({ facts, opened, onNamed }: PostEditorProps) {
  const [loaded, setLoaded] = useState(() => ({ opened, generation: 0 }));
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    withPlaces({ ...postDraft(opened).frontMatter }, postKeys),
  );
  const [body, setBody] = useState(() => postDraft(opened).body);
  const [uploaded, setUploaded] = useState<{ path: string; width: number; height: number }>();
  const [upload, setUpload] = useState<string>();
  const [history, setHistory] = useState(false);
  const draft = useMemo((): PostDraft => ({ kind: 'post', frontMatter: frontMatterOf(values), body }), [values, body]);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const { html = '' } = useRenderedMarkdown(body);
  const image = typeof values.image === 'string' ? values.image : '';
  const size = usePictureSize(image, uploaded?.path === image ? uploaded : undefined);
  const post = postOfDraft(draft.frontMatter, html, size);
  const target = useMemo(() => ({ name: loaded.opened?.name, baseVersion: loaded.opened?.version }), [loaded.opened]);
  const reset = (doc: OpenedDocument | undefined) => {
    setLoaded((previous) => ({ opened: doc, generation: previous.generation + 1 }));
    setValues(withPlaces({ ...postDraft(doc).frontMatter }, postKeys));
    setBody(postDraft(doc).body);
  };

  const prepare = useCallback(async () => {
    const now = latest.current;
    const rendered = await renderedNow(now.body);
    return {
      draft: now,
      page: {
        title: words.previewTitle,
        look: { title: typeof now.frontMatter.title === 'string' ? now.frontMatter.title : '' },
        islands: ['CommentForm'],
        page: <PostPage post={postOfDraft(now.frontMatter, rendered.html ?? '', size)} />,
      },
    };
  }, [size]);
  const onPublished = useCallback(
    (name: string, version: string, source: string) => {
      if (!loaded.opened) onNamed(name);
      setLoaded((previous) => ({
        ...previous,
        opened: { collection: 'post', name, draft: latest.current, source, version },
      }));
    },
    [loaded.opened, onNamed],
  );
  const {
    state: publish,
    run,
    clearConflict,
    dismiss,
  } = usePublish({ collection: 'post', target, prepare, onPublished });
  const problems = useMemo(() => placeProblems(publish.problems, []), [publish.problems]);
  const busy = publish.phase === 'checking' || publish.phase === 'publishing';

  const set = (key: string) => (value: unknown) => setValues((previous) => ({ ...previous, [key]: value }));
  const handleUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload(words.uploading);
    try {
      const result = await uploadImage(file, 'blog');
      setUploaded(result);
      set('image')(result.path);
      setUpload(words.uploaded(result.path));
    } catch (error) {
      setUpload(adminMessages.errors.uploadFailed(error instanceof Error ? error.message : String(error)));
    }
  };
  const placeOf = (problem: FieldProblem): ProblemPlace => {
    const key = problem.field.split('.')[0] ?? '';
    if (!key) return { label: adminMessages.publish.pageProblem };
    const spec = postFields.find((field) => field.name === key);
    const id = key === 'body' ? 'post-body-label' : fieldId(PAGE, key);
    return { label: key === 'body' ? words.body : (spec?.label ?? key), go: () => focusSoon(id) };
  };
  const title = typeof values.title === 'string' && values.title ? values.title : words.untitled;
  const look = useMemo(() => ({ title }), [title]);
  const bodyProblems = problems.filter((problem) => problem.field === 'body').map((problem) => problem.message);

  return (
    <ProblemsContext.Provider value={problems}>
      <main id="main" className="admin-post">
        <div className="admin-bar">
          <Link href="/" className="admin-button admin-button--small">
            {adminMessages.nav.back}
          </Link>
          <h1 className="admin-bar__title">{words.heading(title)}</h1>
          <div className="admin-bar__actions">
            {loaded.opened && (
              <button type="button" className="admin-button" onClick={() => setHistory(true)}>
                {adminMessages.history.open}
              </button>
            )}
            <button type="button" className="admin-button" disabled={busy} onClick={() => void run('check')}>
              {publish.phase === 'checking' ? adminMessages.publish.checking : adminMessages.publish.check}
            </button>
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={busy}
              onClick={() => void run('publish')}
            >
              {publish.phase === 'publishing' ? adminMessages.publish.publishing : adminMessages.publish.publish}
            </button>
          </div>
        </div>
        <PublishReport state={publish} placeOf={placeOf} onClose={dismiss} />
        <div className="admin-post__columns">
          <div className="admin-post__edit">
            <fieldset className="admin-post__details">
              <legend className="admin-post__legend">{words.settings}</legend>
              {postFields.map((spec) => (
                <div key={spec.name}>
                  <PostField spec={spec} value={values[spec.name]} onChange={set(spec.name)} />
                  {spec.name === 'image' && (
                    <div className="admin-field">
                      <label htmlFor="post-upload" className="admin-field__label">
                        {words.upload}
                      </label>
                      <input
                        id="post-upload"
                        type="file"
                        accept="image/png,image/jpeg,image/webp,image/avif"
                        aria-describedby="post-upload-help"
                        onChange={(event) => void handleUpload(event)}
                      />
                      <p id="post-upload-help" className="admin-field__help">
                        {words.uploadHelp}
                      </p>
                      {upload && (
                        <p className="admin-field__help" role="status">
                          {upload}
                        </p>
                      )}
                    </div>
                  )}
                </div>
              ))}
            </fieldset>
            <div className="admin-field">
              <p id="post-body-label" className="admin-field__label" tabIndex={-1}>
                {words.body}
              </p>
              <MarkdownEditor
                key={loaded.generation}
                value={body}
                onChange={setBody}
                label={words.body}
                description={[...bodyProblems, words.bodyHelp].join(' ')}
              />
              {bodyProblems.length > 0 && (
                <ul id="post-body-problems" className="admin-field__problems">
                  {bodyProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              <p id="post-body-help" className="admin-field__help">
                {words.bodyHelp}
              </p>
            </div>
          </div>
          <section className="admin-post__preview" aria-label={words.preview}>
            <SiteFrame
              stylesheet={facts.stylesheet}
              look={look}
              title={words.previewTitle}
              className="admin-post__frame"
            >
              <PreviewBoundary key={JSON.stringify(post)}>
                <PostPage post={post} />
              </PreviewBoundary>
            </SiteFrame>
          </section>
        </div>
      </main>
      <PageDialogs
        collection="post"
        opened={loaded.opened}
        conflict={publish.conflict}
        clearConflict={clearConflict}
        history={history}
        closeHistory={() => setHistory(false)}
        reopen={reset}
        publishOver={(theirs) => {
          // Ours again, now built on their version: the publish replaces theirs knowingly.
          setLoaded((previous) => ({ ...previous, opened: theirs }));
          void run('publish', theirs.version);
        }}
      />
    </ProblemsContext.Provider>
  );
}
