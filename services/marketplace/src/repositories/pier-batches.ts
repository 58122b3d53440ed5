import type { Types } from 'mongoose';
import {
  BidModel,
  ClubModel,
  JobPostModel,
  MembershipRequestModel,
} from '@boatcare/server-kit/models';
import { isWithinRadius } from '@boatcare/shared-domain/geo';
import { PIER_BATCH_RADIUS_KM, type PierBatch } from '@boatcare/shared-domain/schemas/pier-batch';
import { nearbyVisibility } from './nearby-visibility.ts';

interface PostRecord {
  _id: Types.ObjectId;
  auctioneer: Types.ObjectId;
  boatName: string;
  boatType: string;
  lengthFeet: number;
  preferredDate: Date;
  location: { latitude: number; longitude: number; dockNumber?: string };
}

/** ISO 8601 week of a date (UTC), as 2030-W22. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Pier batches a provider may bid on: requests by accepted members of one club that the
 * provider may see (`nearbyVisibility`: open, and outside a club-priority window unless that
 * club verified them), at that club's harbour (within PIER_BATCH_RADIUS_KM), preferred in the
 * same ISO week; two or more make a batch. The answer names the club and the boats, never the
 * owners.
 */
export async function pierBatchesFor(provider: string): Promise<PierBatch[]> {
  const clubs = await ClubModel.find(
    { latitude: { $ne: null }, longitude: { $ne: null } },
    { name: 1, location: 1, latitude: 1, longitude: 1 },
  ).lean();
  if (clubs.length === 0) return [];
  const memberships = await MembershipRequestModel.find(
    { club: { $in: clubs.map((club) => club._id) }, status: 'accepted' },
    { club: 1, user: 1 },
  ).lean();
  if (memberships.length === 0) return [];
  // What this provider may see of each request is the nearby rule: open, no bid accepted, and
  // a member's request in its club-priority window only for the providers that club verified.
  const posts = await JobPostModel.find(
    {
      auctioneer: { $in: [...new Set(memberships.map((row) => String(row.user)))] },
      ...(await nearbyVisibility(provider)),
    },
    { auctioneer: 1, boatName: 1, boatType: 1, lengthFeet: 1, preferredDate: 1, location: 1 },
  ).lean<PostRecord[]>();
  const myBids = await BidModel.find(
    { bidder: provider, jobPost: { $in: posts.map((post) => post._id) } },
    { jobPost: 1, amount: 1 },
  ).lean();
  const bidOn = new Map(myBids.map((bid) => [String(bid.jobPost), bid.amount]));

  const batches: PierBatch[] = [];
  for (const club of clubs) {
    const harbour = { latitude: club.latitude as number, longitude: club.longitude as number };
    const members = new Set(
      memberships.filter((row) => String(row.club) === String(club._id)).map((r) => String(r.user)),
    );
    const byWeek = new Map<string, PostRecord[]>();
    for (const post of posts) {
      if (!members.has(String(post.auctioneer))) continue;
      if (!isWithinRadius(harbour, post.location, PIER_BATCH_RADIUS_KM)) continue;
      const week = isoWeek(post.preferredDate);
      byWeek.set(week, [...(byWeek.get(week) ?? []), post]);
    }
    for (const [week, group] of byWeek) {
      if (group.length < 2) continue;
      group.sort((a, b) => a.preferredDate.getTime() - b.preferredDate.getTime());
      const dates = group.map((post) => post.preferredDate.toISOString().slice(0, 10));
      batches.push({
        id: `${String(club._id)}-${week}`,
        club: { id: String(club._id), name: club.name, location: club.location },
        week,
        count: group.length,
        totalFeet: group.reduce((sum, post) => sum + post.lengthFeet, 0),
        dates: [...new Set(dates)],
        requests: group.map((post) => ({
          id: String(post._id),
          boatName: post.boatName,
          boatType: post.boatType,
          lengthFeet: post.lengthFeet,
          preferredDate: post.preferredDate.toISOString(),
          dockNumber: post.location.dockNumber ?? '',
          myBid: bidOn.get(String(post._id)) ?? null,
        })),
      });
    }
  }
  return batches.sort(
    (a, b) => a.week.localeCompare(b.week) || a.club.name.localeCompare(b.club.name),
  );
}
