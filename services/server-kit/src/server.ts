import closeWithGrace from 'close-with-grace';
import { loadConfig, type ServiceConfig } from './config.ts';
import { buildService, type ServiceDefinition } from './service.ts';

/** Runs a service as its own process: config from the environment, graceful close on signals. */
export async function runService<C extends ServiceConfig, S>(
  definition: ServiceDefinition<C, S>,
): Promise<void> {
  const config = loadConfig(process.env, definition.env);
  const app = await buildService(definition, config);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
}
