import { access } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { imageFolder, shapeProblems } from './request-shapes.ts';
import { pictureExtensions, pictureNames, pictureStem } from './picture-name.ts';
import type { SiteRepository } from './repository/site-repository.ts';

/** Options of {@link imageRoute}. */
export interface ImageRouteOptions {
  repository: SiteRepository;
  /** The largest picture taken, in bytes (2 MB). */
  maxBytes?: number;
}

/** Where the site's pictures live in the repository; content names them relative to it. */
export const IMAGES_DIR = 'src/assets/images';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * `POST /admin/api/images`: one picture (multipart field `file`, and `folder`:
 * blog or landing) into src/assets/images/<folder>/, committed. Its type is
 * judged by its bytes (PNG, JPEG, WebP, AVIF; anything else 415, whatever it
 * is named), at most `maxBytes` (413); its name is made safe and never takes
 * one a picture already has, on disk or in git (a `-2` suffix instead).
 */
export const imageRoute: FastifyPluginAsync<ImageRouteOptions> = async (
  app,
  { repository, maxBytes = 2 * 1024 * 1024 },
) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 100 } });

  app.post('/images', async (request, reply) => {
    if (!request.isMultipart()) return reply.code(415).send({ error: 'Send the picture as multipart/form-data.' });
    let folderText: string | undefined;
    let upload: { name: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'folder' && typeof part.value === 'string') folderText ??= part.value;
        } else if (part.fieldname === 'file' && !upload) {
          upload = { name: part.filename, bytes: await part.toBuffer() };
        } else part.file.resume();
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413)
        return reply.code(413).send({ error: `The picture is larger than ${maxBytes / 1024 / 1024} MB.` });
      throw error;
    }
    const folder = imageFolder.safeParse(folderText);
    if (!folder.success) return reply.code(400).send({ error: `folder: ${shapeProblems(folder.error)}` });
    if (!upload || upload.bytes.length === 0)
      return reply.code(400).send({ error: 'file: choose a picture to upload.' });
    const type = await fileTypeFromBuffer(upload.bytes);
    const extension = type && pictureExtensions[type.mime];
    if (!extension)
      return reply
        .code(415)
        .send({ error: 'The file is not a PNG, JPEG, WebP or AVIF picture (judged by its content).' });
    let size: { width?: number; height?: number };
    try {
      size = imageSize(upload.bytes);
    } catch {
      size = {};
    }
    if (!size.width || !size.height)
      return reply.code(415).send({ error: 'The picture cannot be read: it has no size.' });
    const { width, height } = size;
    const staff = request.staff!;
    const { name, bytes } = upload;
    const saved = await repository.exclusive(async () => {
      for (const fileName of pictureNames(pictureStem(name), extension)) {
        const file = `${IMAGES_DIR}/${folder.data}/${fileName}`;
        if ((await exists(path.join(repository.dir, file))) || (await repository.isTracked(file))) continue;
        const outcome = await repository.commitFile(file, bytes, staff, `Add picture ${folder.data}/${fileName}`);
        return { outcome, path: `${folder.data}/${fileName}` };
      }
      throw new Error('unreachable: the names never run out');
    });
    if (saved.outcome.kind === 'changed-remotely')
      return reply.code(409).send({ error: 'The repository has a picture of that name now; upload it again.' });
    return { path: saved.path, width, height };
  });
};
