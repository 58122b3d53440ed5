import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import { remotesFile, upstreamOf, type GatewayConfig } from './config.ts';
import { answerClientError, refusedMethod, sendAnyError, sendError } from './errors.ts';
import { apiProxy } from './proxy.ts';
import { boundTotal, hasBody, isUpload } from './request-time.ts';
import { contentSecurityPolicy, htmlSecurityHeaders } from './security.ts';
import { seo } from './seo.ts';
import { staticSite } from './static.ts';

export { loadGatewayConfig, defaultRemotes, type GatewayConfig } from './config.ts';

/**
 * The embedded default's single origin: `/v1/...` to the services by routes.json, the built
 * shell and remotes as static files with their caching rules, and the SPA fallback.
 */
export const gateway: FastifyPluginAsync<{ config: GatewayConfig } & GatewayOptions> = async (
  app,
  { config, now },
) => {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.get('/v1/health', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', service: 'gateway' }),
  );

  // Every request but an upload must have arrived within the total bound (request-time.ts); one
  // without a body has arrived with its headers (Node bounds those: headersTimeout).
  app.addHook('onRequest', async (request, reply) => {
    if (isUpload(request) || !hasBody(request)) return;
    boundTotal(request, reply, config.PROXY_TIMEOUT_MS + 5_000, () => {
      reply.raw.once('finish', () => request.raw.destroy());
      if (!reply.sent) sendError(reply.header('connection', 'close'), 408, 'http408');
      else request.raw.destroy();
    });
  });

  await app.register(apiProxy, {
    upstreams: upstreamOf(config),
    timeoutMs: config.PROXY_TIMEOUT_MS,
    idleMs: config.UPLOAD_IDLE_TIMEOUT_MS,
    publicCacheTtlMs: config.PUBLIC_CACHE_TTL_MS,
    now,
  });

  await app.register(seo, { origin: config.PUBLIC_ORIGIN });

  await app.register(staticSite, {
    appsDir: config.APPS_DIR,
    renderedPagesDir: config.RENDERED_PAGES_DIR,
    remotes: remotesFile(config),
    registry: config.RELEASE_REGISTRY === 'on' ? config.BACKOFFICE_URL : [],
    htmlHeaders: {
      ...htmlSecurityHeaders,
      'content-security-policy': contentSecurityPolicy(config.REMOTES_JSON, [
        ...config.CSP_EXTRA_ORIGINS,
        ...config.REMOTE_OVERRIDE_ORIGINS,
      ]),
    },
  });
};

/** What tests set apart from the configuration. */
export interface GatewayOptions {
  /** The public cache's clock (src/public-cache.ts); Date.now by default. */
  now?: () => number;
}

/** A gateway ready to listen, with its logger and time limits; used by server.ts and tests. */
export async function buildGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, base: { service: 'gateway' } },
    // No total bound for the whole server: an upload is bounded by inactivity, everything else
    // by its own total (request-time.ts, the hook above).
    requestTimeout: 0,
    // Uploads stream through to the services, which set their own limits.
    bodyLimit: 25 * 1024 * 1024,
    // A URL that does not decode, ...: the one error shape, like every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => sendAnyError(reply, error),
    clientErrorHandler: answerClientError,
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    // A method the router does not know (QUERY) fails before the not-found handler.
    if (request.is404 && refusedMethod(request, reply)) return reply;
    if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'request failed');
    return sendAnyError(reply, error);
  });
  await app.register(gateway, { config, ...options });
  return app;
}
