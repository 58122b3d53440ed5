import type { Types } from 'mongoose';
import { claimOnce, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import type { BOAT_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import { BoatModel } from '../models/boats.ts';

export const BOATS_MIGRATION = 'migration:boats-from-requests';

interface Post {
  _id: Types.ObjectId;
  auctioneer: Types.ObjectId;
  boatName: string;
  boatType: (typeof BOAT_TYPES)[number];
  material: (typeof MATERIALS)[number];
  lengthFeet: number;
  flybridge?: boolean | null;
  location?: {
    address?: string | null;
    placeId?: string | null;
    dockNumber?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
  created_date: Date;
}

/** One boat per owner, name (without case or spaces around), length and type. */
const boatKey = (owner: unknown, name: string, length: number, type: string) =>
  `${String(owner)}\n${name.trim().toLowerCase()}\n${length}\n${type}`;

/**
 * Gives every request made before boats existed a boat: the requests of one owner with the same
 * boat name, length and type are one boat (an existing boat of the owner that matches, else a
 * new one from the newest of them), and they are linked to it. Runs once per database (the
 * first marketplace to start claims it, and gives the claim back if it fails). Answers how many
 * boats it created.
 */
export async function boatsFromRequests(): Promise<number> {
  if (!(await claimOnce(BOATS_MIGRATION))) return 0;
  try {
    const posts = await JobPostModel.find({ boat: null }).sort({ created_date: -1 }).lean<Post[]>();
    const groups = new Map<string, Post[]>();
    for (const post of posts) {
      const key = boatKey(post.auctioneer, post.boatName, post.lengthFeet, post.boatType);
      groups.set(key, [...(groups.get(key) ?? []), post]);
    }
    let created = 0;
    for (const group of groups.values()) {
      const [newest] = group;
      if (!newest) continue;
      const mine = await BoatModel.find(
        { owner: newest.auctioneer, lengthFeet: newest.lengthFeet, boatType: newest.boatType },
        { boatName: 1, lengthFeet: 1, boatType: 1 },
      ).lean();
      const key = boatKey(newest.auctioneer, newest.boatName, newest.lengthFeet, newest.boatType);
      let boatId = mine.find(
        (boat) => boatKey(newest.auctioneer, boat.boatName, boat.lengthFeet, boat.boatType) === key,
      )?._id;
      if (!boatId) {
        const place = newest.location;
        const boat = await BoatModel.create({
          owner: newest.auctioneer,
          boatName: newest.boatName.trim(),
          boatType: newest.boatType,
          material: newest.material,
          lengthFeet: newest.lengthFeet,
          flybridge: Boolean(newest.flybridge),
          location:
            place?.address &&
            typeof place.latitude === 'number' &&
            typeof place.longitude === 'number'
              ? {
                  address: place.address,
                  placeId: place.placeId ?? '',
                  latitude: place.latitude,
                  longitude: place.longitude,
                }
              : null,
          dockNumber: place?.dockNumber ?? '',
        });
        boatId = boat._id;
        created += 1;
      }
      await JobPostModel.updateMany(
        { _id: { $in: group.map((post) => post._id) }, boat: null },
        { $set: { boat: boatId } },
      );
    }
    return created;
  } catch (error) {
    await releaseOnce(BOATS_MIGRATION);
    throw error;
  }
}
