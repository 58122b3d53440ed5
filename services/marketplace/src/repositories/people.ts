import type { Types } from 'mongoose';
import { findEach } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import type { StoredImage } from '@boatcare/server-kit/images';
import { avatarUrlOf } from './avatars.ts';

/** The few user fields that requests, bids and orders show about the people in them. */
export interface Person {
  _id: Types.ObjectId;
  first_name: string;
  last_name: string;
  /** The picture or logo a user set, if any. */
  profile_pic?: string | null;
  /** The picture they uploaded (avatars.ts), shown before `profile_pic`. */
  avatar_image?: StoredImage | null;
  bidder?: { title?: string | null; contact_number?: string | null } | null;
  auctioneer?: { company_name?: string | null; contact_number?: string | null } | null;
}

const FIELDS = {
  first_name: 1,
  last_name: 1,
  profile_pic: 1,
  avatar_image: 1,
  'bidder.title': 1,
  'bidder.contact_number': 1,
  auctioneer: 1,
};

/** Users by id, each read by its id (findEach). */
export async function peopleByIds(ids: (Types.ObjectId | string)[]): Promise<Map<string, Person>> {
  const users = await findEach(ids, (_id) => UserModel.findOne({ _id }, FIELDS).lean<Person>());
  return new Map(users.map((user) => [String(user._id), user]));
}

export const fullName = (person: Person | undefined) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : '';

/** A provider as others see them: their business title (else their name), number and logo. */
export const bidderView = (person: Person | undefined) => ({
  title: person?.bidder?.title || fullName(person),
  contact_number: person?.bidder?.contact_number ?? '',
  avatarUrl: avatarUrlOf(person),
});

export const auctioneerView = (person: Person | undefined) => ({
  company_name: person?.auctioneer?.company_name || fullName(person),
  contact_number: person?.auctioneer?.contact_number ?? '',
});
