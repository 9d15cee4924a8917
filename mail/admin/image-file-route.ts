import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { IMAGES_DIR } from './image-route.ts';

/** Options of {@link imageFileRoute}. */
export interface ImageFileRouteOptions {
  /** The working copy's top folder. */
  root: string;
}

/** The picture types the site's content uses, by extension: nothing else under the folder is served. */
const PICTURE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** One folder or file name: no empty, hidden, `.` or `..` segment, no backslash, nothing a shell or URL would read. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * An SVG opened on its own is a document that could run script on the
 * editor's origin: it loads nothing, runs nothing and is sandboxed.
 * Raster answers lose the header again (app.ts: inert subresources).
 */
export const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A relative path under src/assets/images/ and its content type, or undefined when it is not a safe picture's. */
export function picturePath(relative: string): { file: string; type: string } | undefined {
  const segments = relative.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  const type = PICTURE_TYPES[path.extname(relative).slice(1).toLowerCase()];
  return type ? { file: segments.join(path.sep), type } : undefined;
}

/**
 * `GET /admin/api/assets/images/<path>`: a picture of the working copy, read
 * only, as the site will serve it at /assets/images/<path> once built. The
 * previews load pictures here (through AssetBaseContext and the rendered
 * Markdown), so one uploaded a moment ago shows before any build has it.
 */
export const imageFileRoute: FastifyPluginAsync<ImageFileRouteOptions> = async (app, { root }) => {
  const folder = path.resolve(root, IMAGES_DIR);

  app.get<{ Params: { '*': string } }>('/assets/images/*', async (request, reply) => {
    const picture = picturePath(request.params['*']);
    if (!picture)
      return reply.code(400).send({ error: `Only a picture under ${IMAGES_DIR}/ (PNG, JPEG, WebP, AVIF, GIF, SVG).` });
    const notFound = () => reply.code(404).send({ error: `There is no picture ${request.params['*']}.` });
    // A symbolic link in the working copy must not lead out of the pictures' folder.
    const real = await realpath(path.join(folder, picture.file)).catch(() => undefined);
    const realFolder = await realpath(folder).catch(() => undefined);
    if (!real || !realFolder || !real.startsWith(realFolder + path.sep)) return notFound();
    if (!(await stat(real)).isFile()) return notFound();
    return reply
      .type(picture.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', PICTURE_CSP)
      .header('cache-control', 'private, no-cache')
      .send(await readFile(real));
  });
};
