import { z } from 'zod';
import { COATINGS, SERVICE_CHIPS } from './job-post-services.ts';
import { jobPostFields, jobPostImage, placeChoice } from './job-post.ts';
import { JOB_STATUSES } from './job.ts';
import { JOB_POST_STATUSES } from '../enums.ts';
import { moneyMinor, objectId } from './common.ts';
import { type CareIntervals } from './pricing-config.ts';

/**
 * An owner's boat: the facts a request repeats (name, type, material, length, flybridge, home
 * harbour and dock, with the request's own field names so the wizard pre-fills from them) and
 * those only the boat keeps (registration, year, engines, photos).
 */
export const BOAT_PHOTOS_MAX = 4;
export const BOAT_ENGINES_MAX = 4;

export const boatEngine = z.object({
  description: z.string().trim().min(1, 'boats.validation.engineRequired').max(200),
  serialNumber: z.string().trim().max(100, 'boats.validation.tooLong').default(''),
});
export type BoatEngine = z.infer<typeof boatEngine>;

const thisYear = () => new Date().getUTCFullYear();

/** POST /boats and PUT /boats/{id}: the boat's facts (photos are uploaded one at a time). */
export const boatBody = jobPostFields
  .pick({ boatName: true, boatType: true, material: true, lengthFeet: true, flybridge: true })
  .extend({
    /** The home harbour, as the address picker gives it; null when not chosen yet. */
    location: placeChoice.nullable().default(null),
    dockNumber: z.string().trim().max(40, 'boats.validation.tooLong').default(''),
    registrationNumber: z.string().trim().max(40, 'boats.validation.tooLong').default(''),
    year: z
      .number({ error: 'boats.validation.year' })
      .int('boats.validation.year')
      .min(1900, 'boats.validation.year')
      .refine((year) => year <= thisYear() + 1, 'boats.validation.year')
      .describe('Not after next year.')
      .nullable()
      .default(null),
    engines: z.array(boatEngine).max(BOAT_ENGINES_MAX, 'boats.validation.engines').default([]),
  });
export type BoatBody = z.input<typeof boatBody>;
export type BoatInput = z.output<typeof boatBody>;

export const boatSummary = z.object({
  id: z.string(),
  boatName: z.string(),
  boatType: jobPostFields.shape.boatType,
  material: jobPostFields.shape.material,
  lengthFeet: z.number(),
  flybridge: z.boolean(),
  location: placeChoice.nullable(),
  dockNumber: z.string(),
  registrationNumber: z.string(),
  year: z.number().int().nullable(),
  engines: z.array(boatEngine),
  photos: z.array(jobPostImage),
  created_date: z.string(),
});
export type BoatSummary = z.infer<typeof boatSummary>;

/** What is due on a boat: a coating's expected life, an engine's service interval. */
export const CARE_ITEMS = ['wax', 'ceramic', 'engineService'] as const;
export type CareItem = (typeof CARE_ITEMS)[number];

/** The reminder goes this many days before the due day. */
export const CARE_REMINDER_DAYS = 14;

export const careDue = z.object({
  item: z.enum(CARE_ITEMS),
  /** The day it was last done (ISO day) and the day it is due again. */
  lastDone: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
});
export type CareDue = z.infer<typeof careDue>;

const monthsOf = (item: CareItem, intervals: CareIntervals) =>
  item === 'wax'
    ? intervals.waxMonths
    : item === 'ceramic'
      ? intervals.ceramicMonths
      : intervals.engineServiceMonths;

/** The ISO day `months` calendar months after `day` (the month's last day when it is shorter). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/**
 * What is due, from the logbook's days each item was done: for each item, the newest day it was
 * done plus its interval; a coating's newer kind replaces the older (ceramic over wax, or back).
 * Sorted by due day.
 */
export function careDueOf(
  done: readonly { item: CareItem; day: string }[],
  intervals: CareIntervals,
  today: string,
): CareDue[] {
  const latest = new Map<CareItem, string>();
  for (const { item, day } of done) {
    if ((latest.get(item) ?? '') < day) latest.set(item, day);
  }
  const wax = latest.get('wax');
  const ceramic = latest.get('ceramic');
  if (wax && ceramic) latest.delete(wax > ceramic ? 'ceramic' : 'wax');
  return [...latest]
    .map(([item, lastDone]) => {
      const dueDate = addMonths(lastDone, monthsOf(item, intervals));
      return { item, lastDone, dueDate, overdue: dueDate < today };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** What an owner logs themselves: a wash, a haul-out, an engine service, a coating, other. */
export const OWN_ENTRY_KINDS = ['wash', 'haulOut', 'engineService', 'coating', 'other'] as const;
export type OwnEntryKind = (typeof OWN_ENTRY_KINDS)[number];
/** Photos and documents of one own entry, together. */
export const LOGBOOK_FILES_MAX = 4;
/** Documents besides photos: PDFs (checked by their bytes, like photos). */
export const LOGBOOK_DOCUMENT_TYPES = ['application/pdf'] as const;

/** POST /boats/{id}/logbook: the multipart's text fields. */
export const ownEntryFields = z.object({
  kind: z.enum(OWN_ENTRY_KINDS, { error: 'boats.validation.kind' }),
  date: z
    .string({ error: 'boats.validation.date' })
    .pipe(z.iso.date('boats.validation.date'))
    .refine(
      (day) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      'boats.validation.dateFuture',
    )
    .describe('Not after tomorrow (UTC).'),
  /** For a coating: which one (it starts the coating's due date). */
  coating: z.enum(COATINGS).default('none'),
  title: z
    .string()
    .trim()
    .min(1, 'boats.validation.titleRequired')
    .max(160, 'boats.validation.tooLong'),
  notes: z.string().trim().max(2000, 'boats.validation.tooLong').default(''),
});
export type OwnEntryFieldsInput = z.input<typeof ownEntryFields>;
export type OwnEntryFields = z.output<typeof ownEntryFields>;

export const logbookDocument = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** One line of the logbook: a confirmed job (written by the platform) or the owner's own. */
export const logbookEntry = z.object({
  id: z.string(),
  source: z.enum(['job', 'owner']),
  date: z.string(),
  /** The owner's kind; 'job' for a job done through BoatCare. */
  kind: z.enum([...OWN_ENTRY_KINDS, 'job']),
  title: z.string(),
  services: z.array(z.enum(SERVICE_CHIPS)),
  /** A job's provider (business title) and the owner's clubs that vouch for them. */
  provider: z.string().nullable(),
  verifiedBy: z.array(z.string()),
  amount: moneyMinor.nullable(),
  notes: z.string(),
  photos: z.array(jobPostImage.extend({ phase: z.enum(['before', 'after', 'own']) })),
  documents: z.array(logbookDocument),
  review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
  /** The request's page, for a job entry. */
  requestId: z.string().nullable(),
});
export type LogbookEntry = z.infer<typeof logbookEntry>;

/** A request made from the boat, as the boat page lists it. */
export const boatRequest = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_POST_STATUSES),
  preferredDate: z.string(),
  jobStatus: z.enum(JOB_STATUSES).nullable(),
});

/** GET /boats/{id}: the boat page. */
export const boatDetail = boatSummary.extend({
  requests: z.array(boatRequest),
  logbook: z.array(logbookEntry),
  due: z.array(careDue),
});
export type BoatDetail = z.infer<typeof boatDetail>;

export const boatListResponse = z.object({ data: z.array(boatSummary) });
export const boatResponse = z.object({ data: boatSummary, message: z.string() });
export const boatDetailResponse = z.object({ data: boatDetail });
export const boatPhotoParams = z.object({ id: objectId, photoId: objectId });
export const logbookEntryParams = z.object({ id: objectId, entryId: objectId });
export const logbookEntryResponse = z.object({ data: logbookEntry, message: z.string() });
export const logbookDocumentParams = z.object({
  id: objectId,
  entryId: objectId,
  documentId: objectId,
});

/** What a share link or a PDF shows besides the facts and the entries. */
export const shareChoice = z.object({
  includePhotos: z.boolean().default(true),
  includeAmounts: z.boolean().default(false),
  includeOwnEntries: z.boolean().default(true),
});
export type ShareChoice = z.output<typeof shareChoice>;

export const SHARE_DAYS_MAX = 365;
/** POST /boats/{id}/shares: a read-only link for a buyer, a broker or an insurer. */
export const shareBody = shareChoice.extend({
  label: z.string().trim().max(80, 'boats.validation.tooLong').default(''),
  days: z
    .number({ error: 'boats.validation.days' })
    .int('boats.validation.days')
    .min(1, 'boats.validation.days')
    .max(SHARE_DAYS_MAX, 'boats.validation.days'),
});
export type ShareBody = z.input<typeof shareBody>;

export const boatShare = shareChoice.extend({
  id: z.string(),
  label: z.string(),
  /** The path of the read-only page, with its token (without the language). */
  path: z.string(),
  token: z.string(),
  expires_date: z.string(),
  revoked: z.boolean(),
  created_date: z.string(),
});
export type BoatShare = z.infer<typeof boatShare>;
export const boatSharesResponse = z.object({ data: z.array(boatShare) });
export const boatShareResponse = z.object({ data: boatShare, message: z.string() });
export const shareParams = z.object({ id: objectId, shareId: objectId });
/** 32 random bytes, base64url. */
export const shareTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'boats.share.notFound'),
});

/** GET /boats/shared/{token}: what a signed-out reader of a share link sees. */
export const sharedBoat = z.object({
  // The harbour's name, not where the boat lies (no position, no dock).
  boat: boatSummary.omit({ location: true, dockNumber: true, created_date: true }).extend({
    harbour: z.string(),
  }),
  logbook: z.array(logbookEntry),
  expires_date: z.string(),
});
export type SharedBoat = z.infer<typeof sharedBoat>;
export const sharedBoatResponse = z.object({ data: sharedBoat });

/** GET /boats/{id}/logbook.pdf?lang=: the logbook as a PDF in the owner's language. */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
export const logbookPdfQuery = z.object({
  lang: z.enum(['en', 'da']).default('en'),
  includePhotos: queryFlag.default(true),
  includeAmounts: queryFlag.default(false),
  includeOwnEntries: queryFlag.default(true),
});
export const pdfBytes = z.unknown().describe('The PDF bytes');
