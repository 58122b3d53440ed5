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
    await mongoose.connect(url, { serverSelectionTimeoutMS: 10_000, autoIndex: true });
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
