import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { notModified } from '@boatcare/shared-domain/endpoints/caching';
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

/**
 * Answers from a kept answer: 304 when the client holds it, else the bytes in the encoding the
 * client asks for. Waits for the encodings while they are being made (once per content), so no
 * kept answer is compressed per request. Written straight to the socket's response (hijacked):
 * the answer is complete as kept, and Fastify's reply pipeline (headers one by one, the compress
 * plugin's look at it) cost more than the rest of a hit; Node adds Date and Connection.
 */
export async function sendAnswer(
  request: ProxiedRequest,
  reply: ProxiedReply,
  answer: PublicAnswer,
): Promise<void> {
  const notChanged = notModified(request.headers['if-none-match'], answer.etag);
  const asked = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  const encoding = !notChanged && (asked === 'br' || asked === 'gzip') ? asked : undefined;
  const compressed = encoding ? await answer.compressed : undefined;
  reply.hijack();
  // The gateway listens on HTTP/1 (app.ts).
  const raw = reply.raw as ServerResponse;
  if (notChanged) {
    raw.writeHead(304, answer.headers).end();
    return;
  }
  const body = encoding && compressed ? compressed[encoding] : answer.body;
  const upstreamVary = answer.headers.vary;
  const headers: OutgoingHttpHeaders = {
    ...answer.headers,
    'content-length': body.length,
    // Identity or encoded, the answer depends on what the client accepts.
    vary: upstreamVary ? `${String(upstreamVary)}, accept-encoding` : 'accept-encoding',
  };
  if (body !== answer.body) headers['content-encoding'] = encoding;
  raw.writeHead(200, headers);
  raw.end(request.method === 'HEAD' ? undefined : body);
}
