import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { HttpError, notFound, now, readCareIntervals } from '@boatcare/server-kit';
import {
  imageKeyPattern,
  imageKeysOf,
  prepareImage,
  type PreparedImage,
  type StoredImage,
} from '@boatcare/server-kit/images';
import {
  BidModel,
  JobEventModel,
  JobModel,
  JobPostModel,
  ReviewModel,
} from '@boatcare/server-kit/models';
import { boats, pathBase } from '@boatcare/shared-domain/endpoints';
import {
  careDueOf,
  type CareDue,
  type CareItem,
  type LogbookEntry,
  type OwnEntryFields,
  type ShareChoice,
} from '@boatcare/shared-domain/schemas/boat';
import { FINISHED_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { chipsOf } from '@boatcare/shared-domain/schemas/job-post-services';
import { LogbookEntryModel, type LogbookEntryRecord } from '../models/boats.ts';
import { clubBadges } from './club-badges.ts';
import { imageSigning, jobPostImageView } from './images.ts';
import { photosOf } from './job-photos.ts';
import { choiceOf, type JobPostRecord } from './job-posts.ts';
import { bidderView, peopleByIds } from './people.ts';

/** Boat photos and logbook files: boats/<boat id>/<uuid>[-thumb].<ext> (and .pdf documents). */
export const BOAT_FOLDER = 'boats';
export const BOAT_IMAGE_KEY = imageKeyPattern(BOAT_FOLDER);
export const BOAT_DOCUMENT_KEY =
  /^boats\/[a-f0-9]{24}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const DOCUMENT_ROUTE = `/v1/${pathBase(boats.document.path)}`;

/** Everything: what the owner's own page shows. */
export const FULL_LOGBOOK: ShareChoice = {
  includePhotos: true,
  includeAmounts: true,
  includeOwnEntries: true,
};

interface BoatRef {
  _id: Types.ObjectId;
  owner: Types.ObjectId;
}
type EntryRow = LogbookEntryRecord & { _id: Types.ObjectId; created_date: Date };
type FileRow = EntryRow['files'][number];

const day = (value: Date) => new Date(value).toISOString().slice(0, 10);

/** A boat photo checked by its bytes, with its thumbnail, under boats/<boat id>/. */
export const prepareBoatPhoto = (boatId: string, buffer: Buffer) =>
  prepareImage(`${BOAT_FOLDER}/${boatId}/`, buffer, {
    unsupportedType: 'boats.photos.unsupportedType',
    unreadable: 'boats.photos.unreadable',
  });

/** A logbook file: a photo (as boat photos) or a PDF, both checked by their bytes. */
export async function prepareLogbookFile(boatId: string, buffer: Buffer) {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
    const key = `${BOAT_FOLDER}/${boatId}/${randomUUID()}.pdf`;
    const document = { key, body: buffer, contentType: 'application/pdf' };
    return { kind: 'document' as const, document };
  }
  const photo: PreparedImage = await prepareImage(`${BOAT_FOLDER}/${boatId}/`, buffer, {
    unsupportedType: 'boats.logbook.unsupportedType',
    unreadable: 'boats.photos.unreadable',
  });
  return { kind: 'photo' as const, photo };
}

/** Every object key of logbook files: a photo's original and sizes, a document's one file. */
export const logbookFileKeys = (files: readonly StoredImage[]) => [
  ...imageKeysOf(files.filter((file) => file.thumbKey)),
  ...files.filter((file) => !file.thumbKey).map((file) => file.key),
];

/** The care items an entry did: a job's coating and engine service, the owner's likewise. */
function careDoneBy(entry: LogbookEntry): CareItem[] {
  const items: CareItem[] = [];
  for (const service of entry.services) {
    if (service === 'wax' || service === 'ceramic' || service === 'engineService')
      items.push(service);
  }
  return items;
}

/** What is due on a boat, from its whole logbook. */
export async function careDueOfBoat(logbook: LogbookEntry[]): Promise<CareDue[]> {
  const done = logbook.flatMap((entry) =>
    careDoneBy(entry).map((item) => ({ item, day: entry.date })),
  );
  return careDueOf(done, await readCareIntervals(), day(now()));
}

const documentView = (file: FileRow) => ({
  id: String(file._id),
  name: file.name || 'document.pdf',
  url: `${DOCUMENT_ROUTE}${file.key}${imageSigning().query(file.key)}`,
});

/** The services an own entry stands for (so coatings and engine services start due dates). */
function ownServices(entry: EntryRow): LogbookEntry['services'] {
  if (entry.kind === 'engineService') return ['engineService'];
  if (entry.kind === 'coating' && entry.coating !== 'none') return [entry.coating];
  if (entry.kind === 'wash') return ['cleaning'];
  return [];
}

export function ownEntryView(entry: EntryRow, choice: ShareChoice): LogbookEntry {
  const files = entry.files ?? [];
  return {
    id: String(entry._id),
    source: 'owner',
    date: entry.day,
    kind: entry.kind,
    title: entry.title,
    services: ownServices(entry),
    provider: null,
    verifiedBy: [],
    amount: null,
    notes: entry.notes ?? '',
    photos: choice.includePhotos
      ? files
          .filter((file) => file.thumbKey)
          .map((file) => ({ ...jobPostImageView(file), phase: 'own' as const }))
      : [],
    documents: files.filter((file) => !file.thumbKey).map(documentView),
    review: null,
    requestId: null,
  };
}

/** The entry a confirmed (or paid out) job writes: its day of confirmation and what was done. */
async function jobEntries(boat: BoatRef, choice: ShareChoice): Promise<LogbookEntry[]> {
  const posts = await JobPostModel.find({ boat: boat._id, auctioneer: boat.owner }).lean<
    JobPostRecord[]
  >();
  const found = await Promise.all(
    posts.map(async (post) => {
      const job = await JobModel.findOne({
        jobPost: post._id,
        status: { $in: FINISHED_JOB_STATUSES },
      }).lean();
      return job ? { post, job } : null;
    }),
  );
  const done = found.flatMap((one) => (one ? [one] : []));
  if (done.length === 0) return [];
  const providers = done.map(({ job }) => job.bidder);
  const [people, badges] = await Promise.all([
    peopleByIds(providers),
    clubBadges(boat.owner, providers),
  ]);
  return Promise.all(
    done.map(async ({ post, job }): Promise<LogbookEntry> => {
      const [confirmed, review, bid, photos] = await Promise.all([
        JobEventModel.findOne({ job: job._id, to: 'confirmed' }, { created_date: 1 }).lean(),
        ReviewModel.findOne({ job: job._id, side: 'owner' }, { rating: 1, text: 1 }).lean(),
        BidModel.findById(job.bid, { message: 1 }).lean(),
        choice.includePhotos ? photosOf(job._id) : Promise.resolve([]),
      ]);
      return {
        id: String(job._id),
        source: 'job',
        date: day(confirmed?.created_date ?? job.status_changed_date ?? job.updated_date),
        kind: 'job',
        title: job.title || post.title || post.boatName,
        services: chipsOf(choiceOf(post), Boolean(post.flybridge)),
        provider: bidderView(people.get(String(job.bidder))).title,
        verifiedBy: badges.get(String(job.bidder)) ?? [],
        amount: choice.includeAmounts ? job.bid_amount : null,
        // The provider's notes: what they wrote with their offer.
        notes: bid?.message ?? '',
        photos: photos.map(({ service: _service, created_date: _created, ...photo }) => photo),
        documents: [],
        review: review ? { rating: review.rating, text: review.text ?? '' } : null,
        requestId: String(post._id),
      };
    }),
  );
}

/** A boat's logbook, newest first: its confirmed jobs and, if chosen, the owner's own entries. */
export async function logbookOf(boat: BoatRef, choice: ShareChoice): Promise<LogbookEntry[]> {
  const [jobs, own] = await Promise.all([
    jobEntries(boat, choice),
    choice.includeOwnEntries
      ? LogbookEntryModel.find({ boat: boat._id, owner: boat.owner })
          .sort({ day: -1 })
          .lean<EntryRow[]>()
      : Promise.resolve([]),
  ]);
  return [...jobs, ...own.map((entry) => ownEntryView(entry, choice))].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
}

export async function addOwnEntry(
  boat: BoatRef,
  fields: OwnEntryFields,
  files: { key: string; thumbKey?: string; contentType: string; name?: string }[],
): Promise<LogbookEntry> {
  const created = await LogbookEntryModel.create({
    boat: boat._id,
    owner: boat.owner,
    kind: fields.kind,
    day: fields.date,
    coating: fields.kind === 'coating' ? fields.coating : 'none',
    title: fields.title,
    notes: fields.notes,
    files,
  });
  const row = await LogbookEntryModel.findById(created._id).lean<EntryRow>();
  if (!row) throw new HttpError(500, 'errors.internal');
  return ownEntryView(row, FULL_LOGBOOK);
}

/** Removes one own entry of the boat; answers its files (to remove from storage). */
export async function removeOwnEntry(boat: BoatRef, entryId: string) {
  const removed = await LogbookEntryModel.findOneAndDelete({
    _id: entryId,
    boat: boat._id,
    owner: boat.owner,
  }).lean<EntryRow>();
  if (!removed) throw notFound('boats.logbook.notFound');
  return removed.files ?? [];
}
