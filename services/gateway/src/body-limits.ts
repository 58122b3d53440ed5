import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { BODY_LIMITS } from '@boatcare/shared-domain/endpoints/docs';
import { declarations, pathPattern } from '@boatcare/shared-domain/endpoints/table';
import { API_PREFIX } from './routes.ts';

/** The services' default body limit (server-kit): every JSON body. */
export const JSON_BODY_LIMIT = BODY_LIMITS.json;
/** Multipart uploads (photos): the same as the compose gateway's `client_max_body_size`. */
export const UPLOAD_BODY_LIMIT = BODY_LIMITS.upload;
/** Routes that accept a larger JSON body than the default: their declared `bodyLimit`. */
const LARGER_BODIES = declarations
  .filter(({ endpoint }) => endpoint.bodyLimit)
  .map(({ endpoint }) => ({
    pattern: pathPattern(endpoint.path, API_PREFIX),
    limit: endpoint.bodyLimit ?? JSON_BODY_LIMIT,
  }));

/** The largest body the gateway passes on for a request, by its path and content type. */
export function bodyLimitOf(request: Pick<FastifyRequest, 'url' | 'headers'>): number {
  const path = request.url.split('?')[0] ?? '';
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('multipart/')) return UPLOAD_BODY_LIMIT;
  return LARGER_BODIES.find(({ pattern }) => pattern.test(path))?.limit ?? JSON_BODY_LIMIT;
}

/** Thrown into a streamed body (no Content-Length) once it passes its limit. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

/** Passes a body through, failing with BodyTooLargeError after `limit` bytes. */
export function limitStream(body: Readable, limit: number): Transform {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  // A client cut off (or gone) before its body ended: the service's request ends too.
  body.on('close', () => {
    if (!body.readableEnded) counter.destroy(new Error('request body cut off'));
  });
  return body.pipe(counter);
}
