import { useEffect, useState } from 'react';
import type { FieldProblem } from '../../../src/content/editor-api.ts';
import { renderMarkdown } from '../api.ts';
import { withPreviewImages } from './preview-images.ts';

/** Markdown as the build renders it, once the server has answered. */
export interface RenderedMarkdown {
  html?: string;
  problems: readonly FieldProblem[];
  error?: string;
}

/** The server's rendering, its pictures loaded from the working copy (preview-images.ts). */
const renderForPreview = async (markdown: string, signal?: AbortSignal): Promise<RenderedMarkdown> => {
  const result = await renderMarkdown(markdown, signal);
  return { ...result, html: withPreviewImages(result.html) };
};

/** Recent renderings by source, so a block shown again (moved, duplicated, re-rendered) needs no round trip. */
const rendered = new Map<string, RenderedMarkdown>();
const keep = 200;

/**
 * `markdown` rendered by the build's own renderer (`POST /admin/api/markdown`)
 * for a preview, asked for `delay` ms after the last keystroke; until then the
 * previous rendering stays on screen.
 */
export function useRenderedMarkdown(markdown: string, delay = 300): RenderedMarkdown {
  const [state, setState] = useState<RenderedMarkdown>(() => rendered.get(markdown) ?? { problems: [] });
  useEffect(() => {
    const known = rendered.get(markdown);
    if (known) {
      setState(known);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      renderForPreview(markdown, abort.signal).then(
        (result) => {
          if (rendered.size >= keep) rendered.delete(rendered.keys().next().value!);
          rendered.set(markdown, result);
          setState(result);
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState((previous) => ({ ...previous, error: String(error) }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [markdown, delay]);
  return state;
}

/** The rendering of `markdown` now, or at once from the server (for a check that cannot wait on a keystroke). */
export async function renderedNow(markdown: string): Promise<RenderedMarkdown> {
  const known = rendered.get(markdown);
  if (known) return known;
  const result = await renderForPreview(markdown);
  rendered.set(markdown, result);
  return result;
}
