import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { content } from '@boatcare/shared-domain/endpoints';
import { notModified } from '@boatcare/shared-domain/endpoints/caching';

/**
 * Read straight through the API the page runs nothing (no script, no form, no frame): the
 * compose and Kubernetes gateways put the site's own policy in its place.
 */
const SANDBOXED = "sandbox; default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'";

/** A page as the build's are served: revalidated on every visit (304 while its ETag holds). */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('content-security-policy', SANDBOXED);
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * The pages this instance rendered again (rerender.ts), for the nginx gateways: they ask here
 * first for a page path and serve the build's page on a 404 (ADR 15). Revalidated on every
 * visit, as the build's pages are: `no-cache` with an ETag of the page's bytes, the same on
 * every instance that rendered the same page.
 */
export const renderedPageRoutes: FastifyPluginAsyncZod<{ pagesDir: string | undefined }> = async (
  app,
  { pagesDir },
) => {
  route(app, content.renderedPage, {
    handler: async (request, reply) => {
      const segments = request.params['*'].split('/').filter(Boolean);
      const html =
        pagesDir &&
        (await readFile(join(pagesDir, ...segments, 'index.html'), 'utf8').catch(() => null));
      if (!html) throw notFound('cms.pageNotFound');
      return sendPage(request, reply, html);
    },
  });
};
