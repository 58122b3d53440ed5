import { z } from 'zod';
import { idParams } from './common.ts';

/** Stored records as the export gives them: plain JSON, ids and dates as strings. */
const records = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything the platform holds about one person (GDPR art. 15 and 20): their account and every
 * record that names them, by the service that keeps it, and their photos as signed links.
 */
export const personalDataExport = z.object({
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  marketplace: z.object({
    requests: records,
    bids: records,
    orders: records,
    messages: records,
    reviews: records,
    notifications: records,
    events: records,
    push_devices: records,
  }),
  payments: z.object({ payments: records, ledger_entries: records }),
  club: z.object({ clubs: records, memberships: records, verifications: records }),
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

/** Deleting one's own account asks for the password again. */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'auth.validation.passwordRequired' })
    .min(1, 'auth.validation.passwordRequired')
    .max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const personalDataUserParams = idParams;

/** What a deletion did, for the admin and the tests. */
export const accountDeleted = z.object({
  message: z.string(),
  cancelled_requests: z.number().int(),
  withdrawn_bids: z.number().int(),
  removed_photos: z.number().int(),
});
