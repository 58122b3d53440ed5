import { z } from 'zod';
import { toBaseMinor, type Currency } from '../locale.ts';
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

/**
 * The offer forms: the amount as typed in the provider's currency (a comma or a point), checked
 * as `bid_amount` once in base minor units, so the forms' limits and messages are the server's.
 */
export const bidForm = (currency: Currency) =>
  bidBody.pick({ message: true }).extend({
    bid_amount: z.preprocess(
      (text) =>
        typeof text === 'string' && text.trim()
          ? toBaseMinor(Number(text.trim().replace(',', '.')), currency)
          : 0,
      bidBody.shape.bid_amount,
    ),
  });
export type BidFormInput = z.input<ReturnType<typeof bidForm>>;

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
