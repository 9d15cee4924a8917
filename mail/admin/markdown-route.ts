import type { FastifyPluginAsync } from 'fastify';
import type { FieldProblem } from '../../src/content/editor-api.ts';
import { renderMarkdown } from '../../tools/build/content/markdown.ts';
import { markdownRequest, shapeProblems } from './request-shapes.ts';

/** Options of {@link markdownRoute}. */
export interface MarkdownRouteOptions {
  /** The working copy, whose src/assets/images/ a picture in the Markdown is looked up in. */
  root: string;
}

/**
 * `POST /admin/api/markdown`: Markdown rendered by the build's own
 * renderMarkdown, so the preview shows what the site will, with the problems
 * the build would stop on (a picture that is not there).
 */
export const markdownRoute: FastifyPluginAsync<MarkdownRouteOptions> = async (app, { root }) => {
  app.post('/markdown', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const parsed = markdownRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: shapeProblems(parsed.error) });
    const found: string[] = [];
    const html = renderMarkdown(parsed.data.markdown, found, root);
    const problems: FieldProblem[] = found.map((message) => ({ field: '', message }));
    return { html, problems };
  });
};
