import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cachedReads,
  invalidatingWrites,
  notModified,
} from '@boatcare/shared-domain/endpoints/caching';
import {
  compressAll,
  sendAnswer,
  type Encoded,
  type ProxiedReply,
  type ProxiedRequest,
  type PublicAnswer,
} from './public-answer.ts';
import { API_PREFIX } from './routes.ts';

/**
 * The public reads every page load makes (the endpoint table's `cache: 'public'`: site
 * configuration, the texts whole or by namespace and their fingerprints, pricing), answered
 * from the gateway's memory with the back office's own bytes, headers and ETag, so a page load
 * costs no hop to the back office (docs/performance.md). Only exact paths without a query
 * string, and only a 200 that carries an ETag, are kept.
 */
const isCachedRead = cachedReads(API_PREFIX);

/** Admin writes (`invalidates: 'public'`): a successful one clears the cache. */
const isInvalidatingWrite = invalidatingWrites(API_PREFIX);

/** Headers that belong to one connection or one send, never replayed from the cache. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

interface Entry extends PublicAnswer {
  /** When the back office last confirmed it (kept, or a 304 to a revalidation). */
  checkedAt: number;
  /** A request is asking the back office about it now (one per path at a time). */
  revalidating: boolean;
}

/** A request this cache sent on to the back office, and why. */
interface Pending {
  url: string;
  /** The cache's generation when it left: a write since then means its answer is not kept. */
  generation: number;
  /** A revalidation of this entry (a conditional GET with its ETag). */
  revalidates?: Entry;
  /** The first miss of a path: others wait for its answer (`loading`). */
  loads?: () => void;
}

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * The cache: `serve` answers before the proxy runs; `onResponse` (the proxy's) keeps or renews
 * an answer and clears everything after a successful back-office write passes through.
 *
 * Stale while revalidating, one request at a time: an answer older than the TTL is still sent
 * to everyone while exactly one request per path goes on to the back office with the answer's
 * ETag (If-None-Match). A 304 renews it (no new compression), a 200 replaces it (compressed once,
 * in the thread pool), an error or no answer leaves it to the next request. After a second TTL
 * without a confirmation it is dropped, so a back office that is down shows as an error,
 * not as old data forever. A cold miss (after a start or a clear) goes to the back office once:
 * the requests that arrive meanwhile wait for its answer. The TTL bounds writes that reach the
 * back office some other way (another gateway instance); a write through this gateway clears at
 * once and nothing kept before it is sent after it.
 */
export class GatewayPublicCache {
  private readonly entries = new Map<string, Entry>();

  /** Each path's latest content in every encoding, by its ETag (kept across clears). */
  private readonly encoded = new Map<
    string,
    { etag: string; variants: Promise<Encoded | undefined> }
  >();

  /** Paths whose first miss is at the back office: resolves once it is answered. */
  private readonly loading = new Map<string, Promise<void>>();

  private readonly pending = new WeakMap<object, Pending>();

  /** Bumped by every clear: an answer fetched before a write is not kept after it. */
  private generation = 0;

  private readonly ttlMs: number;

  private readonly now: () => number;

  /**
   * `ttlMs` (PUBLIC_CACHE_TTL_MS): how long an answer is sent without asking the back office
   * (0 turns the cache off); for as long again it is sent while one request asks. `now`: the
   * clock (tests move it).
   */
  constructor(ttlMs: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /** The entry for `url` while it may still be sent (fresh or within the stale bound). */
  private usable(url: string): Entry | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (this.now() < entry.checkedAt + 2 * this.ttlMs) return entry;
    this.entries.delete(url);
    return undefined;
  }

  /** onRequest: answers from memory, or sends this request on to the back office (noted). */
  serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (this.ttlMs <= 0 || !isCachedRead(request.method, request.url)) return;
    const url = request.url;
    let entry = this.usable(url);
    const loading = this.loading.get(url);
    if (!entry && loading && request.method === 'GET') {
      await loading;
      entry = this.usable(url);
    }
    // A HEAD is never kept: it goes on as it came.
    if (!entry) return request.method === 'GET' ? this.sendOn(request, reply, {}) : undefined;
    const stale = this.now() >= entry.checkedAt + this.ttlMs;
    if (stale && !entry.revalidating && request.method === 'GET') {
      entry.revalidating = true;
      return this.sendOn(request, reply, { revalidates: entry });
    }
    await sendAnswer(request, reply, entry);
  };

  /** Lets a request go on to the back office, noting why (a miss or a revalidation). */
  private sendOn(
    request: FastifyRequest,
    reply: FastifyReply,
    why: Pick<Pending, 'revalidates'>,
  ): void {
    const pending: Pending = { url: request.url, generation: this.generation, ...why };
    if (!why.revalidates && request.method === 'GET' && !this.loading.has(request.url)) {
      this.loading.set(
        request.url,
        new Promise<void>((resolve) => {
          pending.loads = resolve;
        }),
      );
    }
    this.pending.set(request.raw, pending);
    // A request that ends before its answer (the client went away) lets the next one try.
    reply.raw.once('close', () => {
      const left = this.pending.get(request.raw);
      if (left) this.settle(request.raw, left);
    });
  }

  /** Done with a request sent on: the next one may revalidate, waiters for a miss go on. */
  private settle(raw: object, pending: Pending) {
    this.pending.delete(raw);
    if (pending.revalidates) pending.revalidates.revalidating = false;
    if (pending.loads) {
      this.loading.delete(pending.url);
      pending.loads();
    }
  }

  /** rewriteRequestHeaders: a revalidation asks with the kept ETag, a miss without the client's. */
  upstreamHeaders = (
    request: ProxiedRequest,
    headers: IncomingHttpHeaders,
  ): IncomingHttpHeaders => {
    const pending = this.pending.get(request.raw);
    if (!pending) return headers;
    const { 'if-none-match': _clients, ...rest } = headers;
    return pending.revalidates ? { ...rest, 'if-none-match': pending.revalidates.etag } : rest;
  };

  /** The proxy's onError: a failed revalidation answers from the entry while it may be sent. */
  onError = (reply: ProxiedReply): boolean => {
    const pending = this.pending.get(reply.request.raw);
    if (!pending) return false;
    this.settle(reply.request.raw, pending);
    return this.answerStale(reply, pending);
  };

  private answerStale(reply: ProxiedReply, pending: Pending): boolean {
    const entry = pending.revalidates;
    if (!entry || this.usable(pending.url) !== entry) return false;
    void sendAnswer(reply.request, reply, entry);
    return true;
  }

  /**
   * Keeps an answer, and makes its encodings once per content in the thread pool (however many
   * misses or revalidations kept it); a hit waits for them rather than compress again.
   */
  private keep(url: string, answer: Pick<PublicAnswer, 'body' | 'etag' | 'headers'>) {
    let encoded = this.encoded.get(url);
    if (encoded?.etag !== answer.etag) {
      encoded = { etag: answer.etag, variants: compressAll(answer.body).catch(() => undefined) };
      this.encoded.set(url, encoded);
    }
    const entry: Entry = {
      ...answer,
      compressed: encoded.variants,
      checkedAt: this.now(),
      revalidating: false,
    };
    this.entries.set(url, entry);
    return entry;
  }

  /** The proxy's onResponse: keeps or renews a public answer, clears after a write, answers. */
  onResponse = (
    request: ProxiedRequest,
    reply: ProxiedReply,
    response: { statusCode: number; stream: Readable },
  ): void => {
    if (response.statusCode < 400 && isInvalidatingWrite(request.method, request.url)) this.clear();
    const pending = this.pending.get(request.raw);
    if (!pending) {
      reply.send(response.stream);
      return;
    }
    this.pending.delete(request.raw);
    const current = pending.generation === this.generation;
    const entry = pending.revalidates;
    if (entry && response.statusCode === 304) {
      // Still the back office's answer: renewed as it is, no new compression.
      response.stream.resume();
      if (current && this.entries.get(pending.url) === entry) entry.checkedAt = this.now();
      this.settle(request.raw, pending);
      void sendAnswer(request, reply, entry);
      return;
    }
    // The upstream's headers are already on the reply.
    const etag = reply.getHeader('etag');
    if (
      request.method !== 'GET' ||
      response.statusCode !== 200 ||
      typeof etag !== 'string' ||
      reply.hasHeader('content-encoding')
    ) {
      this.settle(request.raw, pending);
      // The back office says the path is gone (404 ...): so does the gateway from now on.
      const refused = response.statusCode >= 400 && response.statusCode < 500;
      if (entry && refused && this.entries.get(pending.url) === entry)
        this.entries.delete(pending.url);
      if (response.statusCode >= 500 && this.answerStale(reply, pending)) response.stream.resume();
      else reply.send(response.stream);
      return;
    }
    void readAll(response.stream).then(
      (body) => {
        // Read before sending: the compress plugin adds its own headers on the way out.
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(([name]) => !NOT_REPLAYED.has(name)),
        );
        // A write since this request left: not kept.
        if (current) this.keep(pending.url, { body, etag, headers });
        this.settle(request.raw, pending);
        // The client's own tag was not sent on (upstreamHeaders): answered here.
        if (notModified(request.headers['if-none-match'], etag)) reply.code(304).send();
        else reply.send(body);
      },
      (error: unknown) => {
        this.settle(request.raw, pending);
        reply.send(error);
      },
    );
  };
}
