import type { Types } from 'mongoose';
import type { z } from 'zod';
import { hashPassword } from '@boatcare/server-kit';
import { ClubModel, UserModel, type Club } from '@boatcare/server-kit/models';
import {
  CLUB_SEARCH_LIMIT,
  UserType,
  type ClubProfile,
  type ClubSummary,
  type clubProfileUpdate,
  type clubRegisterBody,
} from '@boatcare/shared-domain';
import { escapeRegExp } from './mongo.ts';

type ClubDocument = Club & { _id: Types.ObjectId };
type Person = { first_name: string; last_name: string };

export const toClubSummary = (club: ClubDocument): ClubSummary => ({
  id: String(club._id),
  name: club.name,
  location: club.location,
  logoUrl: club.logoUrl,
});

const toClubProfile = (club: ClubDocument, user: Person | null): ClubProfile => ({
  ...toClubSummary(club),
  description: club.description,
  user: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
});

/**
 * Creates the club account (user_type 3) and its club. There are no transactions on FerretDB,
 * so if the club cannot be written the user is removed again: nothing is left half-written.
 * A taken email fails the first write with a duplicate-key error.
 */
export async function registerClub(body: z.output<typeof clubRegisterBody>): Promise<ClubProfile> {
  const { password, name, location, description, ownerContact, user_type: _type, ...person } = body;
  const user = await UserModel.create({
    ...person,
    user_type: UserType.Club,
    password_hash: await hashPassword(password),
  });
  try {
    const club = await ClubModel.create({
      user: user._id,
      name,
      location,
      description,
      ownerContact,
    });
    return toClubProfile(club.toObject(), user);
  } catch (error) {
    await UserModel.deleteOne({ _id: user._id });
    throw error;
  }
}

export const findClubOfUser = (userId: string) =>
  ClubModel.findOne({ user: userId }).lean<ClubDocument>();

export async function clubProfileOfUser(userId: string): Promise<ClubProfile | null> {
  const [club, user] = await Promise.all([
    findClubOfUser(userId),
    UserModel.findById(userId, { first_name: 1, last_name: 1 }).lean(),
  ]);
  return club ? toClubProfile(club, user) : null;
}

export async function updateClubOfUser(
  userId: string,
  changes: z.output<typeof clubProfileUpdate>,
): Promise<ClubProfile | null> {
  const updated = await ClubModel.findOneAndUpdate(
    { user: userId },
    { $set: changes },
    { new: true },
  ).lean<ClubDocument>();
  if (!updated) return null;
  return toClubProfile(
    updated,
    await UserModel.findById(userId, { first_name: 1, last_name: 1 }).lean(),
  );
}

/** Clubs whose name or location contains `text` (any case, taken literally), by name. */
export async function searchClubs(text: string): Promise<ClubSummary[]> {
  if (!text) return [];
  const pattern = { $regex: escapeRegExp(text), $options: 'i' };
  const clubs = await ClubModel.find({ $or: [{ name: pattern }, { location: pattern }] })
    .sort({ name: 1 })
    .limit(CLUB_SEARCH_LIMIT)
    .lean<ClubDocument[]>();
  return clubs.map(toClubSummary);
}
