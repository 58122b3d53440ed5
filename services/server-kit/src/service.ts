import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServiceConfig } from './config.ts';
import { reasonPhrase } from './errors.ts';
import { englishMessage } from './messages.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyDepthPlugin } from './plugins/body-depth.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { emailPlugin } from './plugins/email.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { storagePlugin } from './plugins/storage.ts';
import { DatabaseRateLimitStore } from './rate-limit-store.ts';

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  /** Short name: marketplace, payments, club, backoffice. */
  name: string;
  description: string;
  /**
   * The service's environment when it has variables of its own: the kit's `serviceEnv`
   * extended with them. Parsed once, at start; the routes get the result as `config`.
   */
  env?: z.ZodType<C>;
  /** The service's routes, registered at the root; the gateway adds /v1. */
  routes(app: FastifyInstance, options: { config: C }): Promise<void>;
  /** Largest request body in bytes (uploads need more than JSON). */
  bodyLimit?: number;
}

type FastifyPluginAsyncConfig<C> = (app: FastifyInstance, options: { config: C }) => Promise<void>;

function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // A path parameter longer than the router takes is its 414; to a client it is one more
  // invalid parameter, the 400 every route with parameters documents.
  const statusCode = error.statusCode === 404 ? 404 : 400;
  const code = statusCode === 404 ? 'errors.routeNotFound' : 'errors.http400';
  void reply
    .code(statusCode)
    .send({ statusCode, error: reasonPhrase(statusCode), code, message: englishMessage(code) });
}

/**
 * Builds a service on the shared kit: one error shape, database, object storage, token
 * verification, rate limiting (opt-in per route, counted in the database), security headers,
 * OpenAPI docs and health. The four services look alike because they are built here.
 */
export async function buildService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, base: { service: definition.name } },
    bodyLimit: definition.bodyLimit ?? 1024 * 1024,
    trustProxy: true,
    requestTimeout: 30_000,
    // Start-up builds every model's indexes (model.init()): on FerretDB on PostgreSQL each is
    // DDL, on a large MongoDB it can take long; Fastify's default of 10 s is too tight.
    pluginTimeout: 60_000,
    // Errors Fastify answers before routing (a URL that does not decode, ...) have the one
    // error shape too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(bodyDepthPlugin);
  await app.register(helmet, { global: true });
  // Counters in the database: several instances of a service share every limit.
  await app.register(rateLimit, { global: false, store: DatabaseRateLimitStore });
  await app.register(docsPlugin, {
    title: `BoatCare ${definition.name}`,
    description: definition.description,
    prefix: '/v1',
  });
  await app.register(databasePlugin, { url: config.MONGO_URL });
  await app.register(storagePlugin, {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
  });
  await app.register(authPlugin, {
    publicKey: config.JWT_PUBLIC_KEY,
    privateKey: config.JWT_PRIVATE_KEY,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttl: config.JWT_TTL,
  });
  await app.register(idempotencyPlugin);
  await app.register(emailPlugin, { config });
  await app.register(healthRoutes, { service: definition.name });
  await app.register(definition.routes as FastifyPluginAsyncConfig<C>, { config });
  return app;
}
