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
import { bodyShapePlugin } from './plugins/body-shape.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { emailPlugin } from './plugins/email.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { storagePlugin } from './plugins/storage.ts';
import { DatabaseRateLimitStore } from './rate-limit-store.ts';
import { setEmailGroupWindow } from './notifications/queue.ts';
import { setWriteLimitFactor } from './limits.ts';

/**
 * A one-off change to stored data that the service runs at every start, before its routes
 * (each is idempotent: a start after it finds nothing left to change).
 */
export interface Migration {
  /** What it did, logged with the count when it changed something. */
  done: string;
  /** Runs it; answers how many records it changed. */
  run(): Promise<number>;
}

/** What the routes and the workers of a service are given. */
export interface ServiceOptions<C extends ServiceConfig, S> {
  config: C;
  /** What `setup` made (undefined without one). */
  context: S;
}

/**
 * A service, as `buildService` (and `runService`) runs it: migrations, then setup, then the
 * routes, then the workers, all on one plugin below the kit's.
 */
export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig, S = undefined> {
  /**
   * Its name: marketplace, payments, club, backoffice, as the endpoint table's areas name the
   * service of each endpoint (`route` refuses another service's).
   */
  name: string;
  description: string;
  /**
   * The service's environment when it has variables of its own: the kit's `serviceEnv`
   * extended with them. Parsed once, at start; the routes get the result as `config`.
   */
  env?: z.ZodType<C>;
  /** Data migrations, in order, before anything else of the service. */
  migrations?: readonly Migration[];
  /** Makes what the routes and workers share (payments: its settings and driver), once. */
  setup?(app: FastifyInstance, options: { config: C }): S | Promise<S>;
  /**
   * The service's routes, each registered with `route` at the path the endpoint table
   * declares (no prefixes); the gateway adds /v1.
   */
  routes(app: FastifyInstance, options: ServiceOptions<C, S>): Promise<void>;
  /**
   * Starts its background workers. Each runs from the app's onReady and stops when it closes
   * (its own hooks), never inside a request.
   */
  workers?(app: FastifyInstance, options: ServiceOptions<C, S>): void;
  /** Largest request body in bytes (uploads need more than JSON). */
  bodyLimit?: number;
}

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
export async function buildService<C extends ServiceConfig, S>(
  definition: ServiceDefinition<C, S>,
  config: C,
): Promise<FastifyInstance> {
  // Any service may queue a notification email (the queue groups them per request).
  setEmailGroupWindow(config.NOTIFICATIONS_GROUP_MS);
  setWriteLimitFactor(config.WRITE_LIMIT_FACTOR);
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
  app.decorate('serviceName', definition.name);

  await app.register(errorHandlerPlugin);
  await app.register(bodyShapePlugin);
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
  await app.register(async (service) => {
    for (const migration of definition.migrations ?? []) {
      const changed = await migration.run();
      if (changed > 0) service.log.info({ changed }, migration.done);
    }
    // Without a setup the context is undefined, as S's default says.
    const context = (await definition.setup?.(service, { config })) as S;
    await definition.routes(service, { config, context });
    definition.workers?.(service, { config, context });
  });
  return app;
}
