import type { OutgoingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
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
import { API_PREFIX, routeTable } from './routes.ts';

/**
 * The public reads every page load makes (site configuration, translations, pricing), answered
 * from the gateway's memory with the back office's own bytes, headers and ETag, so a page load
 * costs no hop to the back office (docs/performance.md). Only exact paths without a query
 * string, and only a 200 that carries an ETag, are kept.
 */
const CACHED_PATHS = [
  /^\/v1\/super\/site-config\/public$/,
  /^\/v1\/pricing\/config$/,
  /^\/v1\/translations\/[a-z]{2}_translation\.json$/,
];

/** Headers that belong to one connection or one send, never replayed from the cache. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

/** The back office's prefixes: a successful write under any of them clears the cache. */
const WRITE_PREFIXES = routeTable.backoffice.prefixes.map((prefix) => `${API_PREFIX}${prefix}`);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Encoding = 'br' | 'gzip';

/** The encodings a hit is sent in, best first (as @fastify/compress would choose them). */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Both encodings at their best compression, in libuv's thread pool (brotli's best takes about
 * 200 ms for the 125 kB translation file: never on the event loop). Once per content.
 */
async function compressAll(body: Buffer): Promise<Record<Encoding, Buffer>> {
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

interface Entry {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  until: number;
  /**
   * The body in each encoding, made once when the content is first kept: compressing the
   * translation file on every hit cost more than the rest of the answer.
   */
  compressed?: Record<Encoding, Buffer>;
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`), as the back office. */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const isCachedPath = (url: string) => CACHED_PATHS.some((path) => path.test(url));

/** Request and reply as the proxy's hooks see them (HTTP/1 and HTTP/2 alike). */
type ProxiedRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>;

const isBackofficeWrite = (request: ProxiedRequest) => {
  if (READS.has(request.method)) return false;
  const path = request.url.split('?')[0] ?? '';
  return WRITE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * The cache: `serve` answers a hit before the proxy runs; `onResponse` (the proxy's) keeps a
 * missed answer and clears everything after a successful back-office write passes through.
 * An answer is kept at most `ttlMs` (PUBLIC_CACHE_TTL_MS): the bound for writes that reach the
 * back office some other way (another gateway instance). 0 turns the cache off.
 */
export class GatewayPublicCache {
  private readonly entries = new Map<string, Entry>();

  /** Each path's latest content in every encoding, by its ETag (kept across clears). */
  private readonly encoded = new Map<
    string,
    { etag: string; variants: Promise<Record<Encoding, Buffer> | undefined> }
  >();

  /** Bumped by every clear: an answer fetched before a write is not kept after it. */
  private generation = 0;

  private readonly startedAt = new WeakMap<object, number>();

  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /** onRequest: a hit is answered here (304 when the client holds it); a miss is noted. */
  serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (this.ttlMs <= 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (!isCachedPath(request.url)) return;
    const entry = this.entries.get(request.url);
    if (!entry || entry.until <= Date.now()) {
      this.startedAt.set(request.raw, this.generation);
      return;
    }
    reply.headers(entry.headers);
    if (notModified(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
    if ((encoding !== 'br' && encoding !== 'gzip') || !entry.compressed)
      return reply.code(200).send(entry.body);
    // Already encoded: the compress plugin leaves an answer with a Content-Encoding alone.
    reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding');
    return reply.code(200).send(entry.compressed[encoding]);
  };

  /**
   * Keeps an answer at once, and its encodings once they are made (a hit before then is
   * compressed by the compress plugin, as a miss is). One compression per content, however
   * many misses kept it.
   */
  private keep(url: string, answer: Pick<Entry, 'body' | 'etag' | 'headers'>) {
    this.entries.set(url, { ...answer, until: Date.now() + this.ttlMs });
    let encoded = this.encoded.get(url);
    if (encoded?.etag !== answer.etag) {
      encoded = { etag: answer.etag, variants: compressAll(answer.body).catch(() => undefined) };
      this.encoded.set(url, encoded);
    }
    void encoded.variants.then((variants) => {
      const entry = this.entries.get(url);
      if (entry?.etag === answer.etag) entry.compressed = variants;
    });
  }

  /** The proxy's onResponse: keeps a cacheable answer, clears after a write, sends the answer. */
  onResponse = (
    request: ProxiedRequest,
    reply: ProxiedReply,
    response: { statusCode: number; stream: Readable },
  ): void => {
    if (response.statusCode < 400 && isBackofficeWrite(request)) this.clear();
    const generation = this.startedAt.get(request.raw);
    // The upstream's headers are already on the reply.
    const etag = reply.getHeader('etag');
    if (
      generation === undefined ||
      request.method !== 'GET' ||
      response.statusCode !== 200 ||
      typeof etag !== 'string' ||
      reply.hasHeader('content-encoding')
    ) {
      reply.send(response.stream);
      return;
    }
    void readAll(response.stream).then(
      (body) => {
        // Read before sending: the compress plugin adds its own headers on the way out.
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(([name]) => !NOT_REPLAYED.has(name)),
        );
        reply.send(body);
        // A write since this read began: not kept.
        if (generation === this.generation) this.keep(request.url, { body, etag, headers });
      },
      (error: unknown) => reply.send(error),
    );
  };
}
