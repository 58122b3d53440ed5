import type { FastifyPluginAsync } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { Readable } from 'node:stream';
import { roundRobin, type Balancer } from './balancer.ts';
import { BodyTooLargeError, bodyLimitOf, limitStream } from './body-limits.ts';
import { sendError } from './errors.ts';
import { BodyIdleError, isUpload, readWhole } from './request-time.ts';
import { GatewayPublicCache } from './public-cache.ts';
import {
  API_PREFIX,
  routeEntries,
  serviceNames,
  STREAM_PATHS,
  type ServiceName,
} from './routes.ts';

export interface ProxyOptions {
  /** Each service's instances (one or more base URLs). */
  upstreams: Record<ServiceName, string[]>;
  timeoutMs: number;
  /** How long an upload may go without a byte arriving (request-time.ts). */
  idleMs: number;
  /** How long the public reads are kept (src/public-cache.ts); 0 turns that off. */
  publicCacheTtlMs?: number;
  /** The public cache's clock (tests move it); Date.now by default. */
  now?: () => number;
}

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

/**
 * A prefix that carries a stream (Server-Sent Events) holds one upstream connection per open
 * browser for as long as it stays: its pool has no limit. With undici's default (128 per
 * service instance) the 129th browser's stream would wait, unanswered, for one to end.
 */
const poolOf = (prefix: string): Pick<FastifyHttpProxyOptions, 'undici'> =>
  STREAM_PATHS.some((path) => path === prefix || path.startsWith(`${prefix}/`))
    ? { undici: { connections: null } }
    : {};

const refusedConnection = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (e) => (e as { code?: unknown } | null)?.code === 'ECONNREFUSED',
  );

/**
 * Where a proxy sends its requests: the one instance, or round robin over several. An instance
 * that refuses a connection (restarting) is skipped for a moment; that request answers 502.
 */
function target(urls: string[], replyOptions: ReplyOptions) {
  const [only] = urls;
  if (urls.length === 1 && only) return { upstream: only, replyOptions };
  const balancer: Balancer = roundRobin(urls);
  const chosen = new WeakMap<object, string>();
  return {
    upstream: '',
    replyOptions: {
      ...replyOptions,
      getUpstream: (request: { raw: object }) => {
        const url = balancer.next();
        chosen.set(request.raw, url);
        return url;
      },
      onError: ((reply, details) => {
        const url = chosen.get(reply.request.raw);
        if (url && refusedConnection(details.error)) balancer.refused(url);
        replyOptions.onError?.(reply, details);
      }) satisfies ReplyOptions['onError'],
    } as ReplyOptions,
  };
}

/** `/v1/<prefix>...` goes to the service that owns the prefix in routes.json, without `/v1`. */
export const apiProxy: FastifyPluginAsync<ProxyOptions> = async (
  app,
  { upstreams, timeoutMs, idleMs, publicCacheTtlMs = 0, now },
) => {
  /** Requests whose streamed body passed its limit: their upstream error is a 413. */
  const tooLarge = new WeakSet<object>();
  const publicCache = new GatewayPublicCache(publicCacheTtlMs, now);
  // The public reads every page makes, from memory; first, before any other work.
  app.addHook('onRequest', publicCache.serve);
  const replyOptions: ReplyOptions = {
    timeout: timeoutMs,
    onResponse: publicCache.onResponse,
    // Hop-by-hop headers are the upstream connection's, not the client's: a service's
    // `Connection: keep-alive` would override a client's `Connection: close` (Node sends the
    // header it is given), keeping a socket the client gave up.
    rewriteHeaders: (headers) => {
      const { connection: _connection, 'keep-alive': _keepAlive, ...endToEnd } = headers;
      return endToEnd;
    },
    // The gateway is the edge: it states who called and how, replacing whatever a client
    // claimed (the services trust these headers).
    // A public read the cache sends on asks with its own ETag (public-cache.ts).
    rewriteRequestHeaders: (request, headers) =>
      publicCache.upstreamHeaders(request, {
        ...headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-prefix': API_PREFIX,
      }),
    // A service that does not answer is a 502 (504 on a time-out) in the services' error shape.
    onError: (reply, { error }) => {
      // The gateway answered already (the client was too slow): the service's request just ends.
      if (reply.sent) return;
      // A public read the back office did not confirm: its kept answer while it may be sent.
      if (publicCache.onError(reply)) return;
      if (tooLarge.has(reply.request.raw)) return sendError(reply, 413, 'http413');
      reply.request.log.warn({ err: error, url: reply.request.url }, 'service did not answer');
      sendError(
        reply,
        (error as { statusCode?: number }).statusCode === 504 ? 504 : 502,
        'serviceUnavailable',
      );
    },
  };
  // Bodies over their limit are refused here with a 413, before a service sees them: by
  // Content-Length at once, and a streamed body (no Content-Length) once it passes the limit.
  // (A service refusing a large body closes its socket before the gateway has sent it all,
  // which would otherwise reach the client as a 502.)
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > bodyLimitOf(request)) {
      reply.header('connection', 'close');
      return sendError(reply, 413, 'http413');
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!(request.body instanceof Readable)) return;
    // An upload arrives whole here, bounded by inactivity, then goes on at once (request-time.ts).
    if (isUpload(request)) {
      try {
        request.body = Readable.from([await readWhole(request.body, bodyLimitOf(request), idleMs)]);
        return;
      } catch (error) {
        if (!(error instanceof BodyTooLargeError || error instanceof BodyIdleError)) throw error;
        reply.header('connection', 'close');
        return error instanceof BodyIdleError
          ? sendError(reply, 408, 'http408')
          : sendError(reply, 413, 'http413');
      }
    }
    if (request.headers['content-length'] !== undefined) return;
    const limited = limitStream(request.body, bodyLimitOf(request));
    limited.on('error', (error) => {
      if (error instanceof BodyTooLargeError) tooLarge.add(request.raw);
    });
    request.body = limited;
  });
  for (const { prefix, service } of routeEntries()) {
    await app.register(httpProxy, {
      ...target(upstreams[service], replyOptions),
      prefix: `${API_PREFIX}${prefix}`,
      rewritePrefix: prefix,
      ...poolOf(prefix),
    });
  }
  // Each service's OpenAPI page and document, e.g. /v1/docs/marketplace/json. The page loads
  // Swagger UI's files from the absolute /docs/static/, the same files in every service.
  await app.register(httpProxy, {
    ...target(upstreams.marketplace, replyOptions),
    prefix: '/docs/static',
    rewritePrefix: '/docs/static',
  });
  for (const service of serviceNames) {
    await app.register(httpProxy, {
      ...target(upstreams[service], replyOptions),
      prefix: `${API_PREFIX}/docs/${service}`,
      rewritePrefix: '/docs',
    });
  }
};
