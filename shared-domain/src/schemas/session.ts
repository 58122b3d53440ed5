import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from '../locale.ts';

export const sessionUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  language_code: z.enum(LANGUAGES),
  currency_code: z.enum(CURRENCIES),
  has_bidder_profile: z.boolean(),
  gate_fee_paid: z.boolean(),
  subscription_active: z.boolean(),
  subscription_paid: z.boolean(),
  /** A provider's service radius (km), as registered; the profile form starts from it. */
  service_range: z.number().optional(),
  vipMembership: z.object({ isActive: z.boolean() }).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The answer of POST /auth/login and POST /auth/register; also what the browser keeps under `user`. */
export const loginResponse = z.object({
  access_token: z.string(),
  user: sessionUser,
  /**
   * This sign-in is the account's first (registering is one): the page greets with "Welcome",
   * not "Welcome back". Absent in a session kept from before the field existed.
   */
  first_sign_in: z.boolean().optional(),
});
export type Session = z.infer<typeof loginResponse>;
