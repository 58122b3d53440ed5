import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from '@boatcare/shared-domain/endpoints/caching';
import { durationSetting } from './duration-setting.ts';

/** A public answer as sent: its bytes and their ETag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/**
 * How long an answer is kept without a write (PUBLIC_CACHE_TTL_MS, default 5 s; 0 under
 * NODE_ENV=test, whose tests write the database directly). Writes through this service clear
 * it at once; the time bounds how stale another instance (or a direct write) can be.
 */
export const publicCacheTtl = (env: NodeJS.ProcessEnv = process.env): number =>
  durationSetting('PUBLIC_CACHE_TTL_MS', 5_000, env);

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * The public reads every page load makes (the endpoint table's `cache: 'public'`: site
 * configuration, translations, pricing), kept in memory as the bytes sent with a strong ETag.
 * A successful admin write (`invalidates: 'public'`) clears them all.
 */
export class PublicCache {
  private readonly entries = new Map<string, { answer: Promise<CachedAnswer>; until: number }>();

  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  /** The cached answer for `key`, made by `load` (once, however many ask at once) when missing. */
  get(key: string, load: () => Promise<Buffer | object>): Promise<CachedAnswer> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.answer;
    const answer = load().then((value) => {
      const body = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag };
    });
    this.entries.set(key, { answer, until: now + this.ttlMs });
    // A failed load is not kept: the next request tries again.
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    return answer;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * Sends a cached answer: 304 without a body when the client holds it, else the bytes as JSON.
 * `no-cache`: browsers revalidate on every load (a cheap 304), so an admin's change shows at once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
}

/** Gives the service its cache and clears it after every successful admin write. */
export function installPublicCache(app: FastifyInstance, nodeEnv: string) {
  app.decorate(
    'publicCache',
    new PublicCache(publicCacheTtl({ ...process.env, NODE_ENV: nodeEnv })),
  );
  // Before the answer leaves, so the writer's next read already misses the cache.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    if (request.routeOptions.config.invalidates === 'public') app.publicCache.clear();
  });
}
