import type { FastifyRequest } from 'fastify';

/** The address a request is about (already trimmed and lower-cased by its schema). */
export const addressOf = (request: FastifyRequest) => {
  const value = (request.body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value : '';
};

export const byAddress = (request: FastifyRequest) => addressOf(request);
