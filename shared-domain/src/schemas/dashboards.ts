import { z } from 'zod';

export const customerDashboard = z.object({
  totalCleaningRequestsPosted: z.number().int(),
  pendingRequests: z.number().int(),
  /** Base minor units (US cents). */
  totalSpent: z.number().int(),
  /** null when no completed job has been rated yet. */
  averageCleanerRating: z.number().nullable(),
  ongoingCleanings: z.number().int(),
  completedCleanings: z.number().int(),
  bidsReceivedOnActiveRequests: z.number().int(),
});
export type CustomerDashboard = z.infer<typeof customerDashboard>;

export const supplierDashboard = z.object({
  /** Base minor units (US cents), net of commission. */
  totalEarnings: z.number().int(),
  averageRatingFromOwners: z.number().nullable(),
  /** Percent of nearby requests the provider has bid on, one decimal. */
  responseRateToRequests: z.number(),
  completedJobs: z.number().int(),
  totalBidsPlaced: z.number().int(),
  bidsWonAccepted: z.number().int(),
  ongoingJobs: z.number().int(),
});
export type SupplierDashboard = z.infer<typeof supplierDashboard>;

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Won divided by placed, as a percent with one decimal; 0 when nothing was placed. */
export function successRate(won: number, placed: number): number {
  if (placed <= 0) return 0;
  return Math.round((won / placed) * 1000) / 10;
}
