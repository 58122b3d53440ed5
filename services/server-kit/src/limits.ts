import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WriteLimit } from '@boatcare/shared-domain/endpoints';
import { HttpError } from './errors.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const WINDOW_MS: Record<WriteLimit['window'], number> = {
  '1 minute': 60_000,
  '10 minutes': 600_000,
  '15 minutes': 900_000,
  '1 hour': 3_600_000,
  '1 day': 86_400_000,
};

/** A counter per IP, per address, or per anything else, over a time window. */
export function createLimit(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: string | number;
    key: (request: FastifyRequest) => string;
    code: string;
  },
) {
  const limiter: Limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    // The counters live in the database, shared by every limit: the route and the limit's code
    // keep this limit's counts apart from the others'.
    keyGenerator: (request) =>
      `${request.routeOptions.url} ${options.code} ${options.key(request)}`,
  });
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return new HttpError(429, options.code);
  };
  return {
    /** Counts this request and refuses it (429) once the window's count is over `max`. */
    async hit(request: FastifyRequest, reply: FastifyReply) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
    },
    /** Refuses (429) when `max` is reached, without counting: for limits on failures only. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw refuse(reply, result.ttlInSeconds);
    },
    /** Counts one failure (after `check` let the request through). */
    async count(request: FastifyRequest) {
      await limiter(request);
    },
  };
}

let factor = 1;

/** The service's WRITE_LIMIT_FACTOR (buildService sets it before the routes are registered). */
export function setWriteLimitFactor(value: number): void {
  factor = value;
}

/**
 * The hook that applies a declaration's `limit` (shared-domain endpoints): the IP's count, then
 * the signed-in user's, each in the route's own buckets.
 */
export function writeLimitHook(app: FastifyInstance, limit: WriteLimit) {
  const common = { timeWindow: WINDOW_MS[limit.window], code: limit.code ?? 'errors.rateLimited' };
  const perIp = createLimit(app, {
    ...common,
    max: limit.perIp * factor,
    key: (request) => `ip ${request.ip}`,
  });
  const perUser = limit.perUser
    ? createLimit(app, {
        ...common,
        max: limit.perUser * factor,
        key: (request) => `user ${request.caller?.userId ?? ''}`,
      })
    : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await perIp.hit(request, reply);
    if (perUser && request.caller) await perUser.hit(request, reply);
  };
}
