import type { Types } from 'mongoose';
import {
  ClubModel,
  MembershipRequestModel,
  UserModel,
  type MembershipRequest,
} from '@boatcare/server-kit/models';
import type { MembershipStatus } from '@boatcare/shared-domain/core';
import type { MembershipRequest as MembershipRequestView } from '@boatcare/shared-domain/schemas/membership';
import { MembershipDecisionModel } from '../models/membership-decision.ts';
import { toClubSummary } from './clubs.ts';
import { isDuplicateKey } from './mongo.ts';

export type RequestDocument = MembershipRequest & { _id: Types.ObjectId; created_date: Date };

/** Requests with their club and member, loaded in two batch queries (no $lookup). */
export async function present(requests: RequestDocument[]): Promise<MembershipRequestView[]> {
  const [clubs, users] = await Promise.all([
    ClubModel.find({ _id: { $in: requests.map((r) => r.club) } }).lean(),
    UserModel.find(
      { _id: { $in: requests.map((r) => r.user) } },
      { first_name: 1, last_name: 1, email: 1 },
    ).lean(),
  ]);
  const clubById = new Map(clubs.map((club) => [String(club._id), club]));
  const userById = new Map(users.map((user) => [String(user._id), user]));
  return requests.flatMap((request) => {
    const club = clubById.get(String(request.club));
    const user = userById.get(String(request.user));
    if (!club || !user) return [];
    return [
      {
        id: String(request._id),
        status: request.status,
        club: toClubSummary(club),
        user: { first_name: user.first_name, last_name: user.last_name, email: user.email },
        created_date: request.created_date.toISOString(),
      },
    ];
  });
}

/** A new pending request; the unique index refuses a second one for the same member and club. */
export async function createMembershipRequest(
  userId: string,
  clubId: string,
): Promise<MembershipRequestView> {
  const created = await MembershipRequestModel.create({
    club: clubId,
    user: userId,
    status: 'pending',
  });
  const [view] = await present([created.toObject()]);
  if (!view) throw new Error('membership request vanished after it was created');
  return view;
}

export async function requestsOfUser(userId: string): Promise<MembershipRequestView[]> {
  return present(
    await MembershipRequestModel.find({ user: userId })
      .sort({ created_date: -1 })
      .lean<RequestDocument[]>(),
  );
}

export async function requestsToClub(clubId: Types.ObjectId): Promise<MembershipRequestView[]> {
  return present(
    await MembershipRequestModel.find({ club: clubId })
      .sort({ created_date: -1 })
      .lean<RequestDocument[]>(),
  );
}

export type Decision =
  | { outcome: 'decided'; request: MembershipRequestView }
  | { outcome: 'already-decided' }
  | { outcome: 'not-found' };

/**
 * Accepts or denies a pending request to the given club, once. The decision record's unique
 * index lets exactly one of two simultaneous decisions through (see MembershipDecisionModel);
 * the status then moves by a conditional update from pending. Another club's request reads
 * as not found.
 */
export async function decideMembershipRequest(
  requestId: string,
  clubId: Types.ObjectId,
  decidedBy: string,
  status: Exclude<MembershipStatus, 'pending'>,
): Promise<Decision> {
  const current = await MembershipRequestModel.findOne(
    { _id: requestId, club: clubId },
    { status: 1 },
  ).lean();
  if (!current) return { outcome: 'not-found' };
  if (current.status !== 'pending') return { outcome: 'already-decided' };
  try {
    await MembershipDecisionModel.create({
      request: requestId,
      club: clubId,
      decided_by: decidedBy,
      status,
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await applyRecordedDecision(requestId);
    return { outcome: 'already-decided' };
  }
  // The recorded decision is ours: a loser of the race may already have applied it for us
  // (applyRecordedDecision), so our own status counts as well as pending.
  const updated = await MembershipRequestModel.findOneAndUpdate(
    { _id: requestId, status: { $in: ['pending', status] } },
    { $set: { status } },
    { returnDocument: 'after' },
  ).lean<RequestDocument>();
  const [request] = updated ? await present([updated]) : [];
  return request ? { outcome: 'decided', request } : { outcome: 'already-decided' };
}

/** Finishes a decision that was recorded but whose status update did not happen (a crash). */
async function applyRecordedDecision(requestId: string): Promise<void> {
  const decision = await MembershipDecisionModel.findOne(
    { request: requestId },
    { status: 1 },
  ).lean();
  if (decision) {
    await MembershipRequestModel.updateOne(
      { _id: requestId, status: 'pending' },
      { $set: { status: decision.status } },
    );
  }
}

/** The caller's request status at each of the given clubs that has one. */
export async function statusesOfUserAt(
  userId: string,
  clubIds: string[],
): Promise<Map<string, MembershipStatus>> {
  if (clubIds.length === 0) return new Map();
  const requests = await MembershipRequestModel.find(
    { user: userId, club: { $in: clubIds } },
    { club: 1, status: 1 },
  ).lean();
  return new Map(requests.map((request) => [String(request.club), request.status]));
}
