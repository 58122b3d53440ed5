import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BodyTooLargeError } from './body-limits.ts';

/**
 * How long a client may take to send its request.
 *
 * - An upload (a multipart body: photos from a phone on a slow link) is bounded by inactivity:
 *   it may take as long as it keeps sending, but `idleMs` without a byte ends it (408), as
 *   nginx's `client_body_timeout`. The gateway reads it whole (up to its limit) and only then
 *   hands it to the service, at loopback speed, so the service's own total bound (server-kit's
 *   30 s `requestTimeout`) covers its work, not the client's link.
 * - Every other request keeps a total bound (`totalMs`): its body must have arrived by then
 *   (408 and the connection closed otherwise), so a client trickling a small JSON body cannot
 *   hold a connection.
 */
export interface RequestTimeLimits {
  totalMs: number;
  idleMs: number;
}

/** A multipart body: the uploads, bounded by inactivity rather than a total. */
export const isUpload = (request: Pick<FastifyRequest, 'headers'>) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

/** A request that announces a body (HTTP/1.1: a length other than 0, or chunks). */
export const hasBody = ({ headers }: Pick<FastifyRequest, 'headers'>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** Thrown when a client stopped sending its upload for longer than the idle bound. */
export class BodyIdleError extends Error {
  constructor() {
    super('request body stopped arriving');
  }
}

/**
 * Reads a body whole, failing with BodyIdleError after `idleMs` without a chunk and with
 * BodyTooLargeError past `limit` bytes.
 */
export function readWhole(body: Readable, limit: number, idleMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    let timer: NodeJS.Timeout | undefined;
    const fail = (error: Error) => {
      clearTimeout(timer);
      body.removeAllListeners('data');
      reject(error);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new BodyIdleError()), idleMs);
    };
    idle();
    body.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) return fail(new BodyTooLargeError());
      chunks.push(chunk);
      idle();
    });
    body.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    body.once('error', fail);
    body.once('close', () => {
      if (!body.readableEnded) fail(new BodyIdleError());
    });
  });
}

/**
 * The total bound of a request that is not an upload: when its body has not all arrived after
 * `totalMs`, the client gets a 408 and the connection is closed. Cleared once answered.
 */
export function boundTotal(
  request: FastifyRequest,
  reply: FastifyReply,
  totalMs: number,
  onLate: () => void,
): void {
  const timer = setTimeout(() => {
    if (request.raw.complete) return;
    onLate();
  }, totalMs);
  timer.unref();
  reply.raw.once('close', () => clearTimeout(timer));
  request.raw.once('end', () => clearTimeout(timer));
}
