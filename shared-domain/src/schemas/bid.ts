import { z } from 'zod';
import { objectId } from './common.ts';

/** The largest offer accepted, in base minor units ($1,000,000): a guard against typos. */
export const BID_AMOUNT_MAX = 1_000_000_00;

/** POST /bids: a provider's offer on a request. One per provider and request; a second updates it. */
export const bidBody = z.object({
  jobPostId: objectId,
  /** Base minor units (US cents). */
  bid_amount: z.coerce
    .number({ error: 'bids.validation.amountRequired' })
    .int('bids.validation.amountWhole')
    .min(1, 'bids.validation.amountRequired')
    .max(BID_AMOUNT_MAX, 'bids.validation.amountTooHigh'),
  message: z.string().trim().max(1000, 'bids.validation.messageTooLong').default(''),
});
export type BidBody = z.input<typeof bidBody>;

export const bidSaved = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    jobPostId: z.string(),
    amount: z.number().int(),
    message: z.string(),
  }),
});
