import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@boatcare/shared-domain';
import { notFound } from '../errors.ts';
import { isMissingObject } from '../store-errors.ts';

/** A server-made key: `<folder>/<24-hex record id>/<uuid>[-thumb].<ext>`. */
export const imageKeyPattern = (folder: string) =>
  new RegExp(
    `^${folder}\\/[a-f0-9]{24}\\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\\.(webp|jpg|png)$`,
  );

export interface ImageServeOptions {
  /** Only keys matching this are served (never a key the server did not make). */
  keyPattern: RegExp;
  /** The OpenAPI tag and summary of the route. */
  tag: string;
  summary: string;
}

/**
 * GET /{key}: an image from object storage. Public, so an <img> can load it; the keys hold a
 * random uuid and are never reused, so answers are cached for a year, unchanged.
 */
export const imageServeRoute =
  (options: ImageServeOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/*',
      {
        config: { public: true },
        schema: {
          tags: [options.tag],
          summary: options.summary,
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
        if (!options.keyPattern.test(key)) throw notFound();
        const { storage } = app;
        let stat;
        try {
          stat = await storage.client.statObject(storage.bucket, key);
        } catch (error) {
          if (isMissingObject(error)) throw notFound();
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
