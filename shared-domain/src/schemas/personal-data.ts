import { z } from 'zod';
import { idParams } from './common.ts';
import { imageSignature } from './image-file.ts';

/** Stored records as the export gives them: plain JSON, ids and dates as strings. */
const records = z.array(z.record(z.string(), z.unknown()));

/**
 * One stored file of the person in the archive: its path in the zip (`files/<storage key>`),
 * the storage key it was read from and its type.
 */
export const archivedFile = z.object({ path: z.string(), key: z.string(), type: z.string() });

/**
 * Everything the platform holds about one person (GDPR art. 15 and 20): their account and every
 * record that names them, by the service that keeps it. It is `data.json` of the archive, beside
 * the files it lists (`files`: photos, picture or logo, boat photos, logbook documents).
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
    boats: records,
    logbook_entries: records,
  }),
  payments: z.object({ payments: records, ledger_entries: records }),
  club: z.object({ clubs: records, memberships: records, verifications: records }),
  files: z.array(archivedFile),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

/**
 * An archive's life: prepared in the background, then ready for a day (its link works), then
 * expired (the stored archive is deleted). `failed`: it could not be made; ask again.
 */
export const EXPORT_STATES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** How long a ready archive and its link last. */
export const EXPORT_VALID_HOURS = 24;

/** The latest archive asked for: its state, and while ready its signed download address. */
export const exportView = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  requested_date: z.string(),
  ready_date: z.string().nullable(),
  expires_date: z.string().nullable(),
  /** The zip's size in bytes, once made. */
  size: z.number().int().nullable(),
  /** The download address (no token needed) while `ready`; null otherwise. */
  url: z.string().nullable(),
});
export type ExportView = z.infer<typeof exportView>;

/** GET and POST of an export: the latest one, or null when none was ever asked for. */
export const exportStatus = z.object({ data: exportView.nullable() });
export type ExportStatus = z.infer<typeof exportStatus>;

/** The archive's address: its id, and the expiry and signature the status gave. */
export const archiveParams = idParams;
export const archiveQuery = imageSignature;
/** The zip's bytes. */
export const archiveBytes = z.unknown().describe('The zip archive');

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
