import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { expireExports, prepareNextExport } from '../personal-data/archive.ts';
import { runEvery, workerInterval } from './every.ts';

/**
 * One round: makes every archive asked for, one after the other (one in memory at a time), then
 * deletes those past their expiry. Safe with several instances: each archive is claimed once.
 */
export async function personalDataRound(app: FastifyInstance, log: FastifyBaseLogger) {
  while (await prepareNextExport(app.storage, log));
  return expireExports(app.storage);
}

/** How often to look: PERSONAL_DATA_INTERVAL_MS, else every 10 s in production, 1 s otherwise. */
export const personalDataInterval = (nodeEnv: string) =>
  workerInterval('PERSONAL_DATA_INTERVAL_MS', nodeEnv, { production: 10_000, otherwise: 1_000 });

/** Runs `personalDataRound` every `intervalMs` while the service is up; one run at a time. */
export const startPersonalDataWorker = (app: FastifyInstance, intervalMs: number) =>
  runEvery(app, intervalMs, 'personal data archives', (log) => personalDataRound(app, log));
