import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import { DependencyUnavailableError } from '../unavailable.ts';

let reachable = true;

/**
 * Whether the database answers, as the driver last saw it (its monitor checks every few
 * seconds, and at once after a failed operation): connected, with a server that holds data.
 */
export const databaseReachable = () =>
  reachable && mongoose.connection.readyState === mongoose.ConnectionStates.connected;

/**
 * How long an operation waits for a server. Short: the request that meets the database just
 * gone (before the driver's monitor has seen it) fails and is retried by the driver, and the
 * retry waits this long for a server before the 503; 10 s made that request hang.
 */
const SERVER_SELECTION_MS = 2_000;
/** How long start-up waits for the database to answer (it may still be starting). */
const CONNECT_DEADLINE_MS = 60_000;

async function connect(url: string): Promise<void> {
  const deadline = Date.now() + CONNECT_DEADLINE_MS;
  for (;;) {
    try {
      await mongoose.connect(url, {
        serverSelectionTimeoutMS: SERVER_SELECTION_MS,
        autoIndex: true,
      });
      return;
    } catch (error) {
      const waiting = (error as Error).name === 'MongooseServerSelectionError';
      if (!waiting || Date.now() > deadline) throw error;
    }
  }
}

/** Routes that answer without the database (health, readiness, API docs). */
const answersWithoutDatabase = (url: string | undefined) =>
  !url || url === '/health' || url === '/ready' || url.startsWith('/docs');

/**
 * One mongoose connection per process. Queries stay inside what both MongoDB and FerretDB v1
 * support (no $lookup, $facet, transactions, geo or text indexes).
 */
export const databasePlugin = fp<{ url: string }>(
  async (app, { url }) => {
    mongoose.set('strictQuery', true);
    await connect(url);
    reachable = true;
    mongoose.connection.getClient().on('topologyDescriptionChanged', (event) => {
      reachable = event.newDescription.hasDataBearingServers;
    });
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    app.decorate('mongoose', mongoose);
    // While the driver knows the database is away, answer 503 at once (the error handler adds
    // Retry-After) rather than wait for its server selection time-out; it reconnects by itself.
    app.addHook('onRequest', async (request) => {
      if (databaseReachable()) return;
      if (answersWithoutDatabase(request.routeOptions.url)) return;
      throw new DependencyUnavailableError('the database');
    });
    app.addHook('onClose', async () => {
      await mongoose.disconnect();
    });
  },
  { name: 'boatcare-database' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mongoose: typeof mongoose;
  }
}
