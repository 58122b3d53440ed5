import type { Types } from 'mongoose';
import { claimOnce, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { boatOfRequest, type RequestBoat } from '../repositories/boats.ts';

export const BOATS_MIGRATION = 'migration:boats-from-requests';

type Post = RequestBoat & { _id: Types.ObjectId; auctioneer: Types.ObjectId };

/** The grouping of boatOfRequest: one boat per owner, name, length and type. */
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
      const boat = await boatOfRequest(newest.auctioneer, newest);
      if (boat.created) created += 1;
      await JobPostModel.updateMany(
        { _id: { $in: group.map((post) => post._id) }, boat: null },
        { $set: { boat: boat.id } },
      );
    }
    return created;
  } catch (error) {
    await releaseOnce(BOATS_MIGRATION);
    throw error;
  }
}
