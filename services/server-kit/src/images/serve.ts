import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointShape } from '@boatcare/shared-domain/endpoints';
import { route } from '../endpoint.ts';
import { forbidden, notFound } from '../errors.ts';
import type { ImageSigner } from './signing.ts';
import { isMissingObject } from '../store-errors.ts';

/** A server-made key: `<folder>/<24-hex record id>/<uuid>[-thumb|-<size>].<ext>`. */
export const imageKeyPattern = (folder: string) =>
  new RegExp(
    `^${folder}\\/[a-f0-9]{24}\\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-\\d{3,4})?\\.(webp|avif|jpg|png)$`,
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
 * endpoint table (`images.file`, `club.logoFile`). No token, so an <img> can load it; the keys hold
 * a random uuid and are never reused, so answers are cached, unchanged. Only keys matching
 * `keyPattern` are served (never a key the server did not make). With a `signer`, only addresses
 * the server signed (`?exp=..&sig=..`, given to those who may see the photo), cached privately
 * until they expire; without, public and cached for a year (club logos).
 */
export const imageServeRoute =
  (
    endpoint: ImageEndpoint,
    keyPattern: RegExp,
    signer?: () => ImageSigner,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoint, {
      handler: async (request, reply) => {
        const key = request.params['*'];
        if (!keyPattern.test(key)) throw notFound();
        let cacheControl = 'public, max-age=31536000, immutable';
        if (signer) {
          const { exp, sig } = signatureOf(request.query);
          if (!signer().verify(key, exp, sig)) throw forbidden('errors.imageForbidden');
          cacheControl = `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`;
        }
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
          .header('cache-control', cacheControl)
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

/** The signature of a signed address (zero values when absent: they never verify). */
function signatureOf(query: unknown): { exp: number; sig: string } {
  const fields = (query ?? {}) as { exp?: unknown; sig?: unknown };
  const exp = Number(fields.exp);
  return {
    exp: Number.isSafeInteger(exp) ? exp : 0,
    sig: typeof fields.sig === 'string' && /^[0-9a-f]{64}$/.test(fields.sig) ? fields.sig : '',
  };
}
