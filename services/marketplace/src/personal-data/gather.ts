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
import type { PersonalDataExport } from '@boatcare/shared-domain/schemas/personal-data';
import { JobPhotoModel } from '../models/job-photo.ts';
import { IMAGE_ROUTE, imageSigning } from '../repositories/images.ts';

/** Stored records as plain JSON (ObjectIds and dates as strings). */
const plain = (rows: unknown[]): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

/** A person's stored photos: request photos, before/after photos of their jobs, their picture. */
async function photosOf(user: Types.ObjectId): Promise<StoredImage[]> {
  const posts = await JobPostModel.find({ auctioneer: user }, { images: 1 }).lean();
  const jobs = await JobModel.find({ $or: [{ auctioneer: user }, { bidder: user }] }, { _id: 1 })
    .lean()
    .then((rows) => rows.map((row) => row._id));
  const jobPhotos = jobs.length ? await JobPhotoModel.find({ job: { $in: jobs } }).lean() : [];
  const avatar = (await UserModel.findById(user, { avatar_image: 1 }).lean())?.avatar_image;
  return [...posts.flatMap((post) => post.images ?? []), ...jobPhotos, ...(avatar ? [avatar] : [])];
}

/** Every stored object of a person's photos: original, thumbnail and the AVIF/WebP sizes. */
export const photoKeysOf = async (user: Types.ObjectId) => imageKeysOf(await photosOf(user));

/**
 * Everything the platform holds about one person, by the service that keeps it. The services
 * share one database with the models in server-kit, so the marketplace reads each part itself;
 * secrets (password hash, token version, push keys) are left out.
 */
export async function gatherPersonalData(userId: string): Promise<PersonalDataExport> {
  const user = new Types.ObjectId(userId);
  const account = await UserModel.findById(user, { password_hash: 0, token_version: 0 }).lean();
  if (!account) throw notFound('errors.notFound');
  const either = (a: string, b: string) => ({ $or: [{ [a]: user }, { [b]: user }] });
  const clubs = await ClubModel.find({ user }).lean();
  const signer = imageSigning();
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
  const [payments, ledger, memberships, verifications] = await Promise.all([
    PaymentModel.find({ customer: user }).lean(),
    LedgerEntryModel.find(either('owner', 'provider')).lean(),
    MembershipRequestModel.find({ user }).lean(),
    ClubVerifiedProviderModel.find({
      $or: [{ provider: user }, { club: { $in: clubs.map((club) => club._id) } }],
    }).lean(),
  ]);
  // The originals: the other sizes are made from them.
  const keys = (await photosOf(user)).map((photo) => photo.key);
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
    },
    payments: { payments: plain(payments), ledger_entries: plain(ledger) },
    club: {
      clubs: plain(clubs),
      memberships: plain(memberships),
      verifications: plain(verifications),
    },
    photos: keys.map((key) => ({ key, url: `${IMAGE_ROUTE}${key}${signer.query(key)}` })),
  };
}
