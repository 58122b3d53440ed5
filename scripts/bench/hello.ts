import Fastify from 'fastify';

/** The bench's reference: a bare Fastify hello-world, in a process of its own; prints its port. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
