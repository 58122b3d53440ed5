export * from './config.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './passwords.ts';
export * from './service.ts';
export * from './endpoint.ts';
export * from './server.ts';
export * from './email/index.ts';
export { siteUrl } from './site-links.ts';
export { createLimit } from './limits.ts';
export { callerIfSignedIn, callerOf, type Caller } from './plugins/auth.ts';
export { createStorage, type Storage } from './plugins/storage.ts';
export type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export { isLoopbackAddress, isLoopbackRequest } from './loopback.ts';
export { isDuplicateKey, isMissingObject } from './store-errors.ts';
export { claimLease, claimOnce, isClaimed, releaseOnce } from './once.ts';
export * from './pricing/index.ts';
export { now, setClockOffset } from './clock.ts';
export { transitionJob, recordJobCreated, type TransitionBy } from './jobs/transition.ts';
export { idempotentObjectId } from './plugins/idempotency.ts';
export { countEach, findEach } from './each.ts';
export {
  COARSE_GRID,
  FINE_GRID,
  cellKey,
  cellOf,
  geoCellsOf,
  type Cell,
  type CellGrid,
} from './geo-cells.ts';
export { backfillCreatedDays, createdDayOf, createdDays, DAY_MS } from './created-days.ts';
export { afterCursor, decodeCursor, encodeCursor, keysetPage, type KeysetPage } from './keyset.ts';
