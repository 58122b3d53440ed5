import { Types } from 'mongoose';
import {
  BidModel,
  ClubModel,
  ClubVerifiedProviderModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  MembershipRequestModel,
  MessageModel,
  NotificationModel,
  PaymentModel,
  PushSubscriptionModel,
  ReviewModel,
  UserEventModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { notFound } from '@boatcare/server-kit';
import { imageKeysOf, type StoredImage } from '@boatcare/server-kit/images';
import { FINISHED_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import type { PersonalDataExport } from '@boatcare/shared-domain/schemas/personal-data';
import { BoatModel, LogbookEntryModel } from '../models/boats.ts';
import { JobPhotoModel } from '../models/job-photo.ts';

/** Stored records as plain JSON (ObjectIds and dates as strings). */
const plain = (rows: unknown[]): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

/**
 * The jobs whose before/after photos go with a person: every job of theirs, either side; with
 * `keepFinishedAsProvider`, less the finished jobs they did as the provider (those photos
 * document the owner's boat in the owner's logbook and stay when the provider's account goes).
 */
async function photoJobsOf(user: Types.ObjectId, keepFinishedAsProvider: boolean) {
  const jobs = await JobModel.find(
    { $or: [{ auctioneer: user }, { bidder: user }] },
    { _id: 1, bidder: 1, status: 1 },
  ).lean();
  const finished: readonly string[] = FINISHED_JOB_STATUSES;
  return jobs
    .filter(
      (job) =>
        !keepFinishedAsProvider || !(job.bidder?.equals(user) && finished.includes(job.status)),
    )
    .map((job) => job._id);
}

/**
 * A person's stored photos that go with their account: request photos, before/after photos of
 * their jobs (see photoJobsOf), their picture or logo, their club's logo. Boats and logbook files
 * are `boatFilesOf`.
 */
async function photosOf(user: Types.ObjectId, keepFinishedAsProvider = false) {
  const posts = await JobPostModel.find({ auctioneer: user }, { images: 1 }).lean();
  const jobs = await photoJobsOf(user, keepFinishedAsProvider);
  const jobPhotos = jobs.length ? await JobPhotoModel.find({ job: { $in: jobs } }).lean() : [];
  const avatar = (await UserModel.findById(user, { avatar_image: 1 }).lean())?.avatar_image;
  const logo = (await ClubModel.findOne({ user }, { logoImage: 1 }).lean())?.logoImage;
  const photos: StoredImage[] = [
    ...posts.flatMap((post) => post.images ?? []),
    ...jobPhotos,
    ...(avatar ? [avatar] : []),
    ...(logo?.key && logo.thumbKey ? [logo] : []),
  ];
  return { photos, jobs };
}

/**
 * What a deletion removes of a person's photos: every stored object (original, thumbnail, the
 * AVIF/WebP sizes) and the jobs whose photo records go, all but the photos of the finished jobs
 * they did as the provider.
 */
export async function erasablePhotosOf(user: Types.ObjectId) {
  const { photos, jobs } = await photosOf(user, true);
  return { keys: imageKeysOf(photos), jobs };
}

/** The photos of a person's boats and the files (photos, PDFs) of their own logbook entries. */
export async function boatFilesOf(user: Types.ObjectId) {
  const [boats, entries] = await Promise.all([
    BoatModel.find({ owner: user }, { photos: 1 }).lean(),
    LogbookEntryModel.find({ owner: user }, { files: 1 }).lean(),
  ]);
  return [
    ...boats.flatMap((boat) => boat.photos ?? []),
    ...entries.flatMap((entry) => entry.files ?? []),
  ];
}

/**
 * The originals of every stored file a person owns, as the archive holds them (the other sizes
 * are made from them): `files/<storage key>`.
 */
async function archivedFilesOf(user: Types.ObjectId): Promise<PersonalDataExport['files']> {
  const all = [...(await photosOf(user)).photos, ...(await boatFilesOf(user))];
  const unique = new Map(all.map((file) => [file.key, file.contentType]));
  return [...unique].map(([key, type]) => ({ path: `files/${key}`, key, type }));
}

/**
 * Everything the platform holds about one person, by the service that keeps it. The services
 * share one database with the models in server-kit, so the marketplace reads each part itself;
 * secrets (password hash, token version, push keys) are left out. `files` lists the stored files
 * the archive holds beside it.
 */
export async function gatherPersonalData(userId: string): Promise<PersonalDataExport> {
  const user = new Types.ObjectId(userId);
  const account = await UserModel.findById(user, { password_hash: 0, token_version: 0 }).lean();
  if (!account) throw notFound('errors.notFound');
  const either = (a: string, b: string) => ({ $or: [{ [a]: user }, { [b]: user }] });
  const clubs = await ClubModel.find({ user }).lean();
  const [requests, bids, orders, messages, reviews, notifications, events, devices] =
    await Promise.all([
      JobPostModel.find({ auctioneer: user }).lean(),
      BidModel.find({ bidder: user }).lean(),
      JobModel.find(either('auctioneer', 'bidder')).lean(),
      MessageModel.find(either('from', 'to')).lean(),
      ReviewModel.find(either('author', 'subject')).lean(),
      NotificationModel.find({ receiver: user }).lean(),
      UserEventModel.find({ to: user }).lean(),
      PushSubscriptionModel.find({ user }, { endpoint: 1, created_date: 1 }).lean(),
    ]);
  const [payments, ledger, memberships, verifications, boats, logbook] = await Promise.all([
    PaymentModel.find({ customer: user }).lean(),
    LedgerEntryModel.find(either('owner', 'provider')).lean(),
    MembershipRequestModel.find({ user }).lean(),
    ClubVerifiedProviderModel.find({
      $or: [{ provider: user }, { club: { $in: clubs.map((club) => club._id) } }],
    }).lean(),
    BoatModel.find({ owner: user }).lean(),
    LogbookEntryModel.find({ owner: user }).lean(),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: plain([account])[0] ?? {},
    marketplace: {
      requests: plain(requests),
      bids: plain(bids),
      orders: plain(orders),
      messages: plain(messages),
      reviews: plain(reviews),
      notifications: plain(notifications),
      events: plain(events),
      push_devices: plain(devices),
      boats: plain(boats),
      logbook_entries: plain(logbook),
    },
    payments: { payments: plain(payments), ledger_entries: plain(ledger) },
    club: {
      clubs: plain(clubs),
      memberships: plain(memberships),
      verifications: plain(verifications),
    },
    files: await archivedFilesOf(user),
  };
}
