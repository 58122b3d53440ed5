import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { databaseReachable } from './database.ts';

const status = z.object({ status: z.string(), service: z.string() });

/** Liveness (`/health`) and readiness (`/ready`: database and object storage answer). */
export const healthRoutes: FastifyPluginAsync<{ service: string }> = async (app, { service }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { hide: true, response: { 200: status } } },
    async () => ({ status: 'ok', service }),
  );
  app.get(
    '/ready',
    { config: { public: true }, schema: { hide: true, response: { 200: status, 503: status } } },
    async (_request, reply) => {
      try {
        if (!databaseReachable()) throw new Error('the database is not reachable');
        await app.mongoose.connection.db?.admin().ping();
        await app.storage.ping();
        return { status: 'ready', service };
      } catch (error) {
        app.log.warn({ err: error }, 'not ready');
        return reply.code(503).send({ status: 'unavailable', service });
      }
    },
  );
};
