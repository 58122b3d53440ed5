import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { HttpError, notFound, now } from '@boatcare/server-kit';
import { screenPath } from '@boatcare/shared-domain/core';
import type { BoatShare, SharedBoat, ShareBody } from '@boatcare/shared-domain/schemas/boat';
import { BoatModel, BoatShareModel, type BoatShareRecord } from '../models/boats.ts';
import { boatView, type BoatRow } from './boats.ts';
import { logbookOf } from './logbook.ts';

type ShareRow = BoatShareRecord & { _id: Types.ObjectId; created_date: Date };
const DAY_MS = 24 * 60 * 60 * 1000;

function shareView(share: ShareRow): BoatShare {
  return {
    id: String(share._id),
    label: share.label ?? '',
    path: screenPath('boatShared', { token: share.token }),
    token: share.token,
    includePhotos: share.includePhotos,
    includeAmounts: share.includeAmounts,
    includeOwnEntries: share.includeOwnEntries,
    expires_date: new Date(share.expires_date).toISOString(),
    revoked: share.revoked_date !== null && share.revoked_date !== undefined,
    created_date: new Date(share.created_date).toISOString(),
  };
}

export async function sharesOf(boat: BoatRow): Promise<BoatShare[]> {
  const rows = await BoatShareModel.find({ boat: boat._id, owner: boat.owner })
    .sort({ created_date: -1 })
    .lean<ShareRow[]>();
  return rows.map(shareView);
}

/** A new link: 32 random bytes (unguessable), valid `days` from now. */
export async function createShare(boat: BoatRow, input: Required<ShareBody>): Promise<BoatShare> {
  const created = await BoatShareModel.create({
    boat: boat._id,
    owner: boat.owner,
    token: randomBytes(32).toString('base64url'),
    label: input.label,
    includePhotos: input.includePhotos,
    includeAmounts: input.includeAmounts,
    includeOwnEntries: input.includeOwnEntries,
    expires_date: new Date(now().getTime() + input.days * DAY_MS),
  });
  const row = await BoatShareModel.findById(created._id).lean<ShareRow>();
  if (!row) throw new HttpError(500, 'errors.internal');
  return shareView(row);
}

/** Revokes one of the boat's links (again is harmless). */
export async function revokeShare(boat: BoatRow, shareId: string): Promise<BoatShare> {
  const mine = { _id: shareId, boat: boat._id, owner: boat.owner };
  // The first revocation's time stays.
  await BoatShareModel.updateOne(
    { ...mine, revoked_date: null },
    { $set: { revoked_date: now() } },
  );
  const row = await BoatShareModel.findOne(mine).lean<ShareRow>();
  if (!row) throw notFound('boats.share.notFound');
  return shareView(row);
}

/**
 * What a link shows, to anyone holding it: the facts (the harbour's name, not the position or
 * the dock) and the
 * logbook as the owner chose. 404 for no such link, 410 once revoked or expired.
 */
export async function sharedBoat(token: string): Promise<SharedBoat> {
  const share = await BoatShareModel.findOne({ token }).lean<ShareRow>();
  if (!share) throw notFound('boats.share.notFound');
  if (share.revoked_date || new Date(share.expires_date).getTime() <= now().getTime())
    throw new HttpError(410, 'boats.share.gone');
  const boat = await BoatModel.findOne({ _id: share.boat, owner: share.owner }).lean<BoatRow>();
  if (!boat) throw notFound('boats.share.notFound');
  const { location, dockNumber: _dock, created_date: _created, ...facts } = boatView(boat);
  const logbook = await logbookOf(boat, share);
  return {
    boat: {
      ...facts,
      photos: share.includePhotos ? facts.photos : [],
      harbour: location?.address ?? '',
    },
    logbook: logbook.map((entry) => ({
      ...entry,
      documents: share.includePhotos ? entry.documents : [],
    })),
    expires_date: new Date(share.expires_date).toISOString(),
  };
}
