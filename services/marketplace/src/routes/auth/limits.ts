import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@boatcare/server-kit';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The address a request is about (already trimmed and lower-cased by its schema). */
export const addressOf = (request: FastifyRequest) => {
  const value = (request.body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value : '';
};

/** A counter per IP, per address, or per anything else, over a time window. */
export function createLimit(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: string;
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

export const byIp = (request: FastifyRequest) => request.ip;
export const byAddress = (request: FastifyRequest) => addressOf(request);
