import type { Types } from 'mongoose';
import type { z } from 'zod';
import { hashPassword } from '@boatcare/server-kit';
import type { StoredImage } from '@boatcare/server-kit/images';
import { ClubModel, UserModel, type Club } from '@boatcare/server-kit/models';
import { DEFAULT_SEASON_START_MONTH } from '@boatcare/shared-domain/clubs';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type ClubProfile,
  type clubProfileUpdate,
  type clubRegisterBody,
} from '@boatcare/shared-domain/schemas/club';
import { CLUB_SEARCH_LIMIT, type ClubSummary } from '@boatcare/shared-domain/schemas/membership';
import { logoUrlOf } from './club-logos.ts';
import { escapeRegExp } from './mongo.ts';

type ClubDocument = Club & { _id: Types.ObjectId };
type Person = { first_name: string; last_name: string };

/** A typed logo URL as served: web addresses only (one stored before they were checked is not). */
const typedLogoOf = (club: ClubDocument) =>
  /^(https?:\/\/|\/)/i.test(club.logoUrl ?? '') ? club.logoUrl : '';

/** The logo's small rendition when one was uploaded, else the typed URL ('' for none). */
const logoThumbOf = (club: ClubDocument) =>
  club.logoImage?.thumbKey ? logoUrlOf(club.logoImage.thumbKey) : typedLogoOf(club);

/** A club in lists (search, membership requests): the logo is its thumbnail, shown small. */
export const toClubSummary = (club: ClubDocument): ClubSummary => ({
  id: String(club._id),
  name: club.name,
  location: club.location,
  logoUrl: logoThumbOf(club),
});

const toClubProfile = (club: ClubDocument, user: Person | null): ClubProfile => ({
  ...toClubSummary(club),
  logoUrl: typedLogoOf(club),
  description: club.description,
  user: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
  logoThumbUrl: logoThumbOf(club),
  latitude: club.latitude ?? null,
  longitude: club.longitude ?? null,
  seasonStartMonth: club.seasonStartMonth ?? DEFAULT_SEASON_START_MONTH,
});

/**
 * Creates the club account (user_type 3) and its club. There are no transactions on FerretDB,
 * so if the club cannot be written the user is removed again: nothing is left half-written.
 * A taken email fails the first write with a duplicate-key error.
 */
export async function registerClub(body: z.output<typeof clubRegisterBody>): Promise<ClubProfile> {
  const {
    password,
    name,
    location,
    description,
    ownerContact,
    latitude = null,
    longitude = null,
    user_type: _type,
    ...person
  } = body;
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
      latitude,
      longitude,
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

/**
 * Saves the fields that were sent (left-out ones stay). A logo URL sent replaces an uploaded
 * logo: the record forgets its keys and answers the logo it had, for the caller to remove.
 */
export async function updateClubOfUser(
  userId: string,
  changes: z.output<typeof clubProfileUpdate>,
): Promise<{ profile: ClubProfile; dropped: StoredImage | null } | null> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (changes.logoUrl !== undefined) set.logoImage = null;
  const before = await ClubModel.findOneAndUpdate(
    { user: userId },
    { $set: set },
  ).lean<ClubDocument>();
  if (!before) return null;
  const [updated, user] = await Promise.all([
    findClubOfUser(userId),
    UserModel.findById(userId, { first_name: 1, last_name: 1 }).lean(),
  ]);
  if (!updated) return null;
  const dropped = changes.logoUrl !== undefined ? storedLogo(before) : null;
  return { profile: toClubProfile(updated, user), dropped };
}

const storedLogo = (club: ClubDocument): StoredImage | null =>
  club.logoImage?.key && club.logoImage.thumbKey
    ? {
        key: club.logoImage.key,
        thumbKey: club.logoImage.thumbKey,
        contentType: club.logoImage.contentType ?? '',
      }
    : null;

/**
 * Points the caller's club at a newly stored logo (its URL and keys) and answers the profile
 * with the logo it replaced, for the caller to remove. Null when the caller has no club.
 */
export async function setClubLogo(
  userId: string,
  logo: StoredImage,
): Promise<{ profile: ClubProfile; dropped: StoredImage | null } | null> {
  const before = await ClubModel.findOneAndUpdate(
    { user: userId },
    { $set: { logoImage: logo, logoUrl: logoUrlOf(logo.key) } },
  ).lean<ClubDocument>();
  if (!before) return null;
  const profile = await clubProfileOfUser(userId);
  if (!profile) return null;
  return { profile, dropped: storedLogo(before) };
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
