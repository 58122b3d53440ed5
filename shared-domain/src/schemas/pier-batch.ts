import { z } from 'zod';
import { moneyMinor } from './common.ts';

/** Requests within this distance of a club's harbour count as "at the harbour". */
export const PIER_BATCH_RADIUS_KM = 1;

/**
 * One request of a pier batch as a provider sees it: the boat and the date, never the owner.
 * `myBid` is the caller's own offer, if any.
 */
export const pierBatchRequest = z.object({
  id: z.string(),
  boatName: z.string(),
  boatType: z.string(),
  lengthFeet: z.number(),
  preferredDate: z.string(),
  dockNumber: z.string(),
  myBid: moneyMinor.nullable(),
});

/** Open requests by members of one club at its harbour in one ISO week: one trip. */
export const pierBatch = z.object({
  id: z.string(),
  club: z.object({ id: z.string(), name: z.string(), location: z.string() }),
  /** ISO week, e.g. 2030-W22. */
  week: z.string(),
  count: z.number().int(),
  totalFeet: z.number(),
  dates: z.array(z.string()),
  requests: z.array(pierBatchRequest),
});
export type PierBatch = z.infer<typeof pierBatch>;
export const pierBatchList = z.object({ data: z.array(pierBatch) });
