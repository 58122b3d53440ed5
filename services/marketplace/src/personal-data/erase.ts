import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { conflict, hashPassword, notFound, type Storage } from '@boatcare/server-kit';
import type { EventLog } from '@boatcare/server-kit/events';
import {
  BidModel,
  ClubModel,
  ClubVerifiedProviderModel,
  EventTicketModel,
  JobModel,
  JobPostModel,
  MembershipRequestModel,
  MessageModel,
  NotificationModel,
  PushSubscriptionModel,
  UserEventModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { DELETED_PERSON, UserType } from '@boatcare/shared-domain/core';
import { ONGOING_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { BoatModel, BoatShareModel, LogbookEntryModel } from '../models/boats.ts';
import { JobPhotoModel } from '../models/job-photo.ts';
import { PasswordResetTokenModel } from '../models/password-reset-token.ts';
import { BOAT_FOLDER } from '../repositories/logbook.ts';
import { OPEN_STATUSES } from '../repositories/job-posts.ts';
import { cancelJobPost } from '../repositories/request-changes.ts';
import { removeExportsOf } from './archive.ts';
import { erasablePhotosOf } from './gather.ts';

export interface Erased {
  cancelled_requests: number;
  withdrawn_bids: number;
  removed_photos: number;
}

/**
 * Deletes one person's account (GDPR art. 17): what only they need is removed, what the other
 * party and bookkeeping need (orders, payments, ledger entries, reviews) stays, linked to an
 * account whose every personal field is blanked. Refused while an order is ongoing, so no money
 * is held for an account that no longer exists. The address is freed: it can register anew.
 */
export async function erasePersonalData(
  userId: string,
  { storage, log, actorId }: { storage: Storage; log: EventLog; actorId: string },
): Promise<Erased> {
  const user = new Types.ObjectId(userId);
  const account = await UserModel.findById(user, { user_type: 1, email: 1 }).lean();
  if (!account) throw notFound('errors.notFound');
  if (account.user_type === UserType.Admin) throw conflict('personalData.adminAccount');
  const ongoing = await JobModel.exists({
    $or: [{ auctioneer: user }, { bidder: user }],
    status: { $in: ONGOING_JOB_STATUSES },
  });
  if (ongoing) throw conflict('personalData.ongoingOrders');

  // Open requests are cancelled as the owner would (providers who bid are told).
  const open = await JobPostModel.find(
    { auctioneer: user, acceptedBid: null, status: { $in: OPEN_STATUSES } },
    { _id: 1 },
  ).lean();
  let cancelled = 0;
  for (const post of open) {
    await cancelJobPost(userId, String(post._id), log).then(
      () => (cancelled += 1),
      (error: unknown) => log.error({ err: error }, 'personal data: request not cancelled'),
    );
  }
  const withdrawn = await withdrawOpenBids(user);

  // Photos: the objects go, and the records stop pointing at them. The before/after photos of
  // the finished jobs they did as a provider stay: they document the owner's boat in the owner's
  // logbook (the job's provider is this anonymised account).
  const { keys, jobs } = await erasablePhotosOf(user);
  await storage.remove(keys);
  await JobPostModel.updateMany({ auctioneer: user }, { $set: { images: [] } });
  if (jobs.length) await JobPhotoModel.deleteMany({ job: { $in: jobs } });
  const boatObjects = await eraseBoats(user, storage);
  await removeExportsOf(user, storage);
  // Their requests' free text and exact place say who and where they are.
  await JobPostModel.updateMany(
    { auctioneer: user },
    {
      $set: {
        boatName: '-',
        notes: '',
        title: '',
        description: '',
        'location.address': '',
        'location.placeId': '',
        'location.dockNumber': '',
        'services.engineSerialNumber': '',
        'services.engineDescription': '',
      },
    },
  );
  await MessageModel.updateMany({ from: user }, { $set: { text: '' } });

  await Promise.all([
    NotificationModel.deleteMany({ receiver: user }),
    UserEventModel.deleteMany({ to: user }),
    PushSubscriptionModel.deleteMany({ user }),
    EventTicketModel.deleteMany({ user }),
    PasswordResetTokenModel.deleteMany({ user }),
    MembershipRequestModel.deleteMany({ user }),
    ClubVerifiedProviderModel.deleteMany({ provider: user }),
  ]);
  // The club's logo was among the photos above.
  const club = await ClubModel.findOne({ user }, { _id: 1 }).lean();
  if (club) {
    await ClubModel.updateOne(
      { _id: club._id },
      { $set: { ownerContact: '', description: '', logoUrl: '', logoImage: null } },
    );
  }

  // The account itself: no name, address, contact or payment ids; no password anyone knows;
  // every session ends (token_version) and sign-in refuses it (inactive).
  await UserModel.updateOne(
    { _id: user },
    {
      $set: {
        first_name: DELETED_PERSON,
        last_name: '',
        email: `deleted-${userId}@deleted.invalid`,
        password_hash: await hashPassword(randomBytes(32).toString('base64url')),
        status: 'inactive',
        profile_pic: '',
        avatar_image: null,
        notifications_off: [],
        push_off: [],
        'provider_subscription.customerId': null,
        'vip.customerId': null,
      },
      $unset: { auctioneer: 1, bidder: 1 },
      $inc: { token_version: 1 },
    },
  );
  await recordDeletion(actorId, userId, account.email);
  return {
    cancelled_requests: cancelled,
    withdrawn_bids: withdrawn,
    removed_photos: keys.length + boatObjects,
  };
}

/**
 * Their boats go whole: photos and logbook files (every object under the boat's folder), own
 * logbook entries, share links; their requests no longer point at them. Answers how many stored
 * objects went.
 */
async function eraseBoats(user: Types.ObjectId, storage: Storage): Promise<number> {
  const boats = await BoatModel.find({ owner: user }, { _id: 1 }).lean();
  let removed = 0;
  for (const boat of boats) {
    const keys = await storage.list(`${BOAT_FOLDER}/${String(boat._id)}/`);
    await storage.remove(keys);
    removed += keys.length;
  }
  const ids = boats.map((boat) => boat._id);
  await Promise.all([
    LogbookEntryModel.deleteMany({ owner: user }),
    BoatShareModel.deleteMany({ owner: user }),
    JobPostModel.updateMany({ auctioneer: user }, { $set: { boat: null } }),
  ]);
  if (ids.length) await BoatModel.deleteMany({ _id: { $in: ids }, owner: user });
  return removed;
}

/**
 * A provider's offers on requests still open are withdrawn; a request left without offers shows
 * as open again. Offers on accepted requests are part of the order and stay.
 */
async function withdrawOpenBids(user: Types.ObjectId): Promise<number> {
  const bids = await BidModel.find({ bidder: user }, { jobPost: 1 }).lean();
  if (!bids.length) return 0;
  const open = await JobPostModel.find(
    {
      _id: { $in: bids.map((bid) => bid.jobPost) },
      acceptedBid: null,
      status: { $in: OPEN_STATUSES },
    },
    { _id: 1 },
  ).lean();
  const posts = open.map((post) => post._id);
  if (!posts.length) return 0;
  const { deletedCount } = await BidModel.deleteMany({ bidder: user, jobPost: { $in: posts } });
  for (const post of posts) {
    if (!(await BidModel.exists({ jobPost: post })))
      await JobPostModel.updateOne(
        { _id: post, status: 'bid_placed', acceptedBid: null },
        { $set: { status: 'active' } },
      );
  }
  return deletedCount;
}

/**
 * The back office's audit log records every deletion (who asked, whose account). Written to its
 * collection directly: the log is the back office's, the deletion happens here. The email is kept
 * as a hash only, to answer "was this address's account deleted?" without keeping the address.
 */
async function recordDeletion(actorId: string, userId: string, email: string) {
  const actor = await UserModel.findById(actorId, { email: 1 }).lean();
  await mongoose.connection.collection('audit_log').insertOne({
    actorId,
    actorEmail: actorId === userId ? '' : (actor?.email ?? ''),
    action: 'personal-data.delete',
    target: userId,
    details: { emailSha256: createHash('sha256').update(email).digest('hex') },
    created_date: new Date(),
  });
}
