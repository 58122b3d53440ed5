import type { FastifyInstance, FastifyBaseLogger } from 'fastify';

/**
 * A worker's interval: `variable` from the environment when it is a positive whole number of
 * milliseconds, else the production or the development/test figure.
 */
export function workerInterval(
  variable: string,
  nodeEnv: string,
  { production, otherwise }: { production: number; otherwise: number },
  env: Record<string, string | undefined> = process.env,
): number {
  const configured = Number(env[variable]);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return nodeEnv === 'production' ? production : otherwise;
}

/**
 * Runs `run` every `intervalMs` while the service is up, never inside a request; a run does not
 * start while the previous one is still going, and a failed run is logged as `what failed`.
 */
export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  what: string,
  run: (log: FastifyBaseLogger) => Promise<unknown>,
) {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      run(app.log)
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
