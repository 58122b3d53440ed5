import type { Types } from 'mongoose';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { conflict, keysetPage, notFound } from '@boatcare/server-kit';
import { imageKeysOf } from '@boatcare/server-kit/images';
import {
  BidModel,
  JobModel,
  JobPostModel,
  UserModel,
  type JobPost,
} from '@boatcare/server-kit/models';
import type {
  AdminJobPostDetail,
  AdminJobPostEdit,
  adminJobPostQuery,
  adminRequestQuery,
} from '@boatcare/shared-domain/schemas/admin-people';
import { emailsOf } from './people-emails.ts';
import { containsIgnoringCase } from './text-match.ts';

type PostDoc = JobPost & { _id: Types.ObjectId };

const ROW_FIELDS = {
  boatName: 1,
  boatType: 1,
  status: 1,
  auctioneer: 1,
  preferredDate: 1,
  created_date: 1,
} as const;

/** A page of posts after the cursor, newest first (keyset: no skip, no count). */
async function page(filter: Record<string, unknown>, after: string | undefined, limit: number) {
  const { items: posts, next } = await keysetPage(
    (where, sort, n) => JobPostModel.find(where, ROW_FIELDS).sort(sort).limit(n).lean<PostDoc[]>(),
    { filter, after, limit, dayBuckets: true },
  );
  const emails = await emailsOf(posts.map((post) => post.auctioneer));
  return {
    next,
    items: posts.map((post) => ({
      id: String(post._id),
      boatName: post.boatName,
      boatType: post.boatType,
      status: post.status,
      ownerEmail: emails.get(String(post.auctioneer)) ?? '',
      preferredDate: post.preferredDate.toISOString(),
      created_date: post.created_date.toISOString(),
    })),
  };
}

/** admin/jobposts: newest first, optionally only the posts of owners whose email matches. */
export async function listJobPosts({
  after,
  limit,
  auctioneerEmail,
}: z.output<typeof adminJobPostQuery>) {
  const filter: Record<string, unknown> = {};
  if (auctioneerEmail) {
    const owners = await UserModel.find(
      { email: containsIgnoringCase(auctioneerEmail) },
      { _id: 1 },
    )
      .limit(1000)
      .lean();
    filter.auctioneer = { $in: owners.map((owner) => owner._id) };
  }
  return page(filter, after, limit);
}

/** The dashboard's Requests tab: by status, newest first. */
export async function listRequests({ after, limit, status }: z.output<typeof adminRequestQuery>) {
  return page(status ? { status } : {}, after, limit);
}

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function toDetail(post: PostDoc, ownerEmail: string): AdminJobPostDetail {
  const services = post.services ?? {};
  return {
    id: String(post._id),
    ownerEmail,
    boatName: post.boatName,
    boatType: post.boatType,
    material: post.material,
    lengthFeet: post.lengthFeet,
    locationType: post.locationType,
    notes: post.notes ?? '',
    status: post.status,
    location: {
      latitude: post.location?.latitude ?? 0,
      longitude: post.location?.longitude ?? 0,
      dockNumber: post.location?.dockNumber ?? '',
      address: post.location?.address ?? '',
      placeId: post.location?.placeId ?? '',
    },
    services: {
      cleaning: services.cleaning ?? true,
      polishing: services.polishing ?? false,
      coating: services.coating ?? 'none',
      interior: services.interior ?? false,
      engineService: services.engineService ?? false,
      repair: services.repair ?? false,
    },
    preferredDate: post.preferredDate.toISOString(),
    bid_start_date: isoOrNull(post.bid_start_date),
    bid_end_date: isoOrNull(post.bid_end_date),
    min_bid_amount: post.min_bid_amount ?? 0,
    max_bid_amount: post.max_bid_amount ?? 0,
    estimatedPriceMin: post.estimatedPriceMin ?? 0,
    estimatedPriceMax: post.estimatedPriceMax ?? 0,
    created_date: post.created_date.toISOString(),
  };
}

export async function getJobPost(id: string): Promise<AdminJobPostDetail> {
  const post = await JobPostModel.findById(id).lean<PostDoc>();
  if (!post) throw notFound();
  const emails = await emailsOf([post.auctioneer]);
  return toDetail(post, emails.get(String(post.auctioneer)) ?? '');
}

/** The admin may set any field the spec lists, status included (no transition rules). */
export async function updateJobPost(id: string, edit: AdminJobPostEdit) {
  const post = await JobPostModel.findById(id);
  if (!post) throw notFound();
  const { services, ...rest } = edit;
  post.set({
    ...rest,
    preferredDate: new Date(edit.preferredDate),
    bid_start_date: edit.bid_start_date ? new Date(edit.bid_start_date) : null,
    bid_end_date: edit.bid_end_date ? new Date(edit.bid_end_date) : null,
  });
  for (const [key, value] of Object.entries(services)) post.set(`services.${key}`, value);
  await post.save();
  return getJobPost(id);
}

/**
 * Deletes a request, its bids and its photos. A request that became an order (payments hang
 * off the order) is history the owner, provider and accounts rely on: refused.
 */
export async function deleteJobPost(app: FastifyInstance, id: string): Promise<void> {
  const post = await JobPostModel.findById(id, { images: 1 }).lean<PostDoc>();
  if (!post) throw notFound();
  const order = await JobModel.findOne({ jobPost: post._id }, { _id: 1 }).lean();
  if (order) throw conflict('adminJobPosts.errors.hasOrder');
  await JobPostModel.deleteOne({ _id: post._id });
  await BidModel.deleteMany({ jobPost: post._id });
  const keys = imageKeysOf(post.images ?? []);
  if (keys.length > 0) await app.storage.remove(keys).catch((error) => app.log.warn(error));
}
