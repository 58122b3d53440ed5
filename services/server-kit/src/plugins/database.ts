import fp from 'fastify-plugin';
import mongoose from 'mongoose';

/**
 * One mongoose connection per process. Queries stay inside what both MongoDB and FerretDB v1
 * support (no $lookup, $facet, transactions, geo or text indexes).
 */
export const databasePlugin = fp<{ url: string }>(
  async (app, { url }) => {
    mongoose.set('strictQuery', true);
    await mongoose.connect(url, { serverSelectionTimeoutMS: 10_000, autoIndex: true });
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    app.decorate('mongoose', mongoose);
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
