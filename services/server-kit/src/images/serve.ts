import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointShape } from '@boatcare/shared-domain/endpoints';
import { route } from '../endpoint.ts';
import { notFound } from '../errors.ts';
import { isMissingObject } from '../store-errors.ts';

/** A server-made key: `<folder>/<24-hex record id>/<uuid>[-thumb].<ext>`. */
export const imageKeyPattern = (folder: string) =>
  new RegExp(
    `^${folder}\\/[a-f0-9]{24}\\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\\.(webp|jpg|png)$`,
  );

/** An image route of the endpoint table: GET `<prefix>/*`, the key as the `*` parameter. */
export type ImageEndpoint = EndpointShape & {
  method: 'GET';
  params: z.ZodType<{ '*': string }>;
  /** 304 when the browser's copy is current. */
  status: readonly [200, 304];
};

/**
 * GET {prefix}/{key}: an image from object storage, registered from its declaration in the
 * endpoint table (`images.file`, `club.logoFile`). Public, so an <img> can load it; the keys hold
 * a random uuid and are never reused, so answers are cached for a year, unchanged. Only keys
 * matching `keyPattern` are served (never a key the server did not make).
 */
export const imageServeRoute =
  (endpoint: ImageEndpoint, keyPattern: RegExp): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoint, {
      handler: async (request, reply) => {
        const key = request.params['*'];
        if (!keyPattern.test(key)) throw notFound();
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
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const type = String(stat.metaData['content-type'] ?? 'application/octet-stream');
        return reply
          .type(type)
          .header('content-length', String(stat.size))
          .send(await storage.get(key));
      },
    });
  };
