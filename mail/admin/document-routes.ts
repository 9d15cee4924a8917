import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HistoryEntry } from '../../src/content/editor-api.ts';
import { documentFile } from './document-files.ts';
import { listCollection } from './document-list.ts';
import { documentParams, restoreRequest, saveRequest, shapeProblems, versionParams } from './request-shapes.ts';
import { openedAt, restorePage, savePage, versionAt, type Answer, type PageRequest } from './save-document.ts';
import type { SiteRepository } from './repository/site-repository.ts';

/** Options of {@link documentRoutes}. */
export interface DocumentRoutesOptions {
  repository: SiteRepository;
}

/** A draft is a page's text and a little more; a megabyte is far past any page's. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The pages: the list, one page opened, a save (check or publish), its
 * history, one version of it and a restore, under /admin/api/documents.
 * Parameters and bodies are checked for their shape first (400, naming what
 * is wrong); the pages' content is judged by the build's own checks (422).
 */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, { repository }) => {
  /** The request's part checked against `schema`, or undefined once a 400 naming what is wrong is sent. */
  function checked<T extends z.ZodType>(
    schema: T,
    value: unknown,
    what: string,
    reply: FastifyReply,
  ): z.output<T> | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    void reply.code(400).send({ error: `${what}: ${shapeProblems(result.error)}` });
    return undefined;
  }

  const pageOf = (request: FastifyRequest, reply: FastifyReply): PageRequest | undefined => {
    const params = checked(documentParams, request.params, 'the address', reply);
    return params && { repository, ...params, staff: request.staff! };
  };
  const send = (reply: FastifyReply, { status, body }: Answer) => reply.code(status).send(body);

  // The list and an opened page show what someone else pushed meanwhile (oidc mode; site-repository.ts).
  app.get('/documents', async (request) => {
    await repository.refresh(request.log);
    return {
      documents: [...(await listCollection(repository, 'landing')), ...(await listCollection(repository, 'post'))],
    };
  });

  app.get('/documents/:collection/:name', async (request, reply) => {
    const page = pageOf(request, reply);
    if (!page) return reply;
    await repository.refresh(request.log);
    const current = await repository.read(documentFile(page.collection, page.name));
    if (!current) return reply.code(404).send({ error: `There is no ${page.collection} named ${page.name}.` });
    const opened = openedAt(page, current.bytes, current.version);
    return opened.ok ? opened.document : send(reply, opened.answer);
  });

  app.put('/documents/:collection/:name', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const page = pageOf(request, reply);
    const body = page && checked(saveRequest, request.body, 'the save', reply);
    if (!page || !body) return reply;
    return send(reply, await savePage(page, body));
  });

  app.get('/documents/:collection/:name/history', async (request, reply) => {
    const page = pageOf(request, reply);
    if (!page) return reply;
    const versions = await repository.history(documentFile(page.collection, page.name));
    const entries: HistoryEntry[] = versions.map(({ commit, author, email, date, message }) => ({
      commit,
      author,
      email,
      date,
      message,
    }));
    return { entries };
  });

  app.get('/documents/:collection/:name/at/:commit', async (request, reply) => {
    const params = checked(versionParams, request.params, 'the address', reply);
    if (!params) return reply;
    const file = documentFile(params.collection, params.name);
    const [old, current] = await Promise.all([versionAt(repository, file, params.commit), repository.read(file)]);
    if (!old) return reply.code(404).send({ error: `${params.commit} is not a version of ${file}.` });
    // The current file's version: restoring what is shown is a save over the page as it is now.
    const opened = openedAt(params, old, current?.version ?? '');
    return opened.ok ? opened.document : send(reply, opened.answer);
  });

  app.post('/documents/:collection/:name/restore', { bodyLimit: 4096 }, async (request, reply) => {
    const page = pageOf(request, reply);
    const body = page && checked(restoreRequest, request.body, 'the restore', reply);
    if (!page || !body) return reply;
    return send(reply, await restorePage(page, body.commit, body.baseVersion));
  });
};
