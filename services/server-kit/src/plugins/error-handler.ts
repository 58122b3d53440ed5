import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  methodsAtPath,
  methodsOf,
  type MethodsAtPath,
} from '@boatcare/shared-domain/endpoints/table';
import type { ErrorResponse } from '@boatcare/shared-domain/schemas/common';
import { HttpError, reasonPhrase } from '../errors.ts';
import { englishMessage } from '../messages.ts';
import { RETRY_AFTER_SECONDS, isDependencyUnavailable } from '../unavailable.ts';

/** Zod messages that are translation keys look like `area.key`; the rest are Zod's own English. */
const isKey = (message: string) => /^[a-z][\w]*(\.[\w]+)+$/i.test(message);

function body(statusCode: number, code: string, message: string): ErrorResponse {
  return { statusCode, error: reasonPhrase(statusCode), code, message };
}

/**
 * One error shape for every service: `{statusCode, error, code, message, details?}`. `code` is a
 * translation key the browser shows in the user's language; 5xx messages are never leaked.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    // Every route's path and methods, to answer a method a path does not have with 405.
    const routes: MethodsAtPath[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(methodsAtPath(route.url, [route.method].flat()));
    });
    /** 405 with Allow when the path exists with other methods; false when it does not. */
    const refusedMethod = (request: FastifyRequest, reply: FastifyReply) => {
      const allowed = methodsOf(routes, request.url.split('?')[0] ?? '');
      if (allowed.length === 0 || allowed.includes(request.method)) return false;
      void reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(body(405, 'errors.http405', englishMessage('errors.http405')));
      return true;
    };
    // The router sends PATCH /membership-request/club-requests to PATCH /membership-request/:id
    // (no PATCH has that more literal path): that path has GET only, so 405, before any check.
    app.addHook('onRequest', (request, reply, done) => {
      if (/[:*]/.test(request.routeOptions.url ?? '') && refusedMethod(request, reply)) return;
      done();
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A method the router does not know (QUERY) fails before the not-found handler.
      if (request.is404 && refusedMethod(request, reply)) return reply;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((v) => {
          const text = v.message ?? '';
          const code = isKey(text) ? text : 'errors.validation';
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { path, code, message: isKey(text) ? englishMessage(text) : text };
        });
        const first = details[0];
        const code = first?.code ?? 'errors.validation';
        const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : '';
        return reply.code(400).send({ ...body(400, code, message), details });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return reply
          .code(500)
          .send(body(500, 'errors.internal', englishMessage('errors.internal')));
      }
      if (error instanceof HttpError) {
        const details = error.details ? { details: error.details } : {};
        return reply
          .code(error.statusCode)
          .send({ ...body(error.statusCode, error.code, error.message), ...details });
      }
      if (isDependencyUnavailable(error)) {
        request.log.warn({ err: error }, 'a dependency is unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(body(503, 'errors.unavailable', englishMessage('errors.unavailable')));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(statusCode)
          .send(body(statusCode, 'errors.internal', englishMessage('errors.internal')));
      }
      // Fastify's and plugins' own 4xx (bad JSON, too large, rate limited, ...).
      const code = statusCode === 429 ? 'errors.rateLimited' : `errors.http${statusCode}`;
      return reply
        .code(statusCode)
        .send(body(statusCode, code, englishMessage(code, error.message)));
    });

    app.setNotFoundHandler((request, reply) => {
      if (refusedMethod(request, reply)) return;
      reply
        .code(404)
        .send(body(404, 'errors.routeNotFound', englishMessage('errors.routeNotFound')));
    });
  },
  { name: 'boatcare-error-handler' },
);
