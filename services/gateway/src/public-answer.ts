import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type {
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RequestGenericInterface,
  RouteGenericInterface,
} from 'fastify';

/** Request and reply as the proxy's hooks see them (HTTP/1 and HTTP/2 alike). */
export type ProxiedRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
export type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>;

type Encoding = 'br' | 'gzip';
export type Encoded = Record<Encoding, Buffer>;

/** A public answer the gateway keeps: the back office's bytes, headers and ETag. */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  /**
   * The body in each encoding, made once per content (per ETag): compressing the translation
   * file on every hit cost more than the rest of the answer. Undefined if compressing failed.
   */
  compressed: Promise<Encoded | undefined>;
}

/**
 * An upstream's connection headers stay on the reply, as on every proxied answer (removing them
 * would stop Node adding its own Date and Connection).
 */
const KEPT_FROM_UPSTREAM = new Set(['date', 'connection', 'keep-alive']);

/** The encodings a kept answer is sent in, best first (as @fastify/compress would choose them). */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Both encodings at their best compression, in libuv's thread pool (brotli's best takes about
 * 200 ms for the 125 kB translation file: never on the event loop).
 */
export async function compressAll(body: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`), as the back office. */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers from a kept answer: 304 when the client holds it, else the bytes in the encoding the
 * client asks for. Waits for the encodings while they are being made (once per content), so no
 * kept answer is compressed per request. Headers already on the reply (an upstream's) go first.
 */
export async function sendAnswer(
  request: ProxiedRequest,
  reply: ProxiedReply,
  answer: PublicAnswer,
): Promise<ProxiedReply> {
  for (const name of Object.keys(reply.getHeaders()))
    if (!KEPT_FROM_UPSTREAM.has(name)) reply.removeHeader(name);
  reply.headers(answer.headers);
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  const compressed = encoding === 'br' || encoding === 'gzip' ? await answer.compressed : undefined;
  if ((encoding !== 'br' && encoding !== 'gzip') || !compressed)
    return reply.code(200).send(answer.body);
  // Already encoded: the compress plugin leaves an answer with a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  return reply.code(200).send(compressed[encoding]);
}
