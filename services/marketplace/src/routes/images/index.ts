import { z } from 'zod';
import { isMissingObject, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { errorResponse } from '@boatcare/shared-domain';

/** Only keys the server made for request photos: job-posts/<post id>/<uuid>[-thumb].<ext>. */
const IMAGE_KEY =
  /^job-posts\/[a-f0-9]{24}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.(webp|jpg|png)$/;

const isMissing = isMissingObject;

/**
 * GET /images/{key}: a request photo from object storage. Public, so an <img> can load it; the
 * keys hold a random uuid and are never reused, so answers are cached for a year, unchanged.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    {
      config: { public: true },
      schema: {
        tags: ['images'],
        summary:
          'A request photo or its thumbnail, by the key the server gave it (cached, immutable)',
        params: z.object({ '*': z.string() }),
        response: {
          200: z.unknown().describe('The image bytes'),
          304: z.null(),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!IMAGE_KEY.test(key)) throw notFound();
      const { storage } = app;
      let stat;
      try {
        stat = await storage.client.statObject(storage.bucket, key);
      } catch (error) {
        if (isMissing(error)) throw notFound();
        throw error;
      }
      const etag = `"${stat.etag}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Pages on another origin (a separate API host) may show the photos too.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const type = String(stat.metaData['content-type'] ?? 'application/octet-stream');
      return reply
        .type(type)
        .header('content-length', String(stat.size))
        .send(await storage.get(key));
    },
  );
};
