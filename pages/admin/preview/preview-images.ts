import { apiBase } from '../api.ts';

/**
 * Where the previews load the site's pictures from: the working copy's,
 * through the API (mail/admin/image-file-route.ts), so a picture uploaded a
 * moment ago shows before any build of the site has it. As the sections'
 * AssetBaseContext, `<base>assets/images/<path>` is the API's mirror of the
 * site's /assets/images/<path>.
 */
export const previewAssetBase = `${apiBase}/`;

/** A picture's address in the previews, from its path under src/assets/images/. */
export const previewImageUrl = (src: string): string => `${previewAssetBase}assets/images/${src}`;

/**
 * Rendered Markdown with its pictures loaded as the previews load them. Only
 * what is shown changes: the Markdown that is saved keeps the site's paths.
 * The renderer writes every picture as `src="/assets/images/…"` and escapes
 * a writer's text, so nothing else can match.
 */
export const withPreviewImages = (html: string): string =>
  html.replaceAll('src="/assets/images/', `src="${previewImageUrl('')}`);
