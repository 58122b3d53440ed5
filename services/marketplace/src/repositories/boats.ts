import type { Types } from 'mongoose';
import { conflict, notFound } from '@boatcare/server-kit';
import { JobModel, JobPostModel } from '@boatcare/server-kit/models';
import {
  BOAT_PHOTOS_MAX,
  type BoatDetail,
  type BoatInput,
  type BoatSummary,
} from '@boatcare/shared-domain/schemas/boat';
import { BoatModel, BoatShareModel, LogbookEntryModel, type BoatRecord } from '../models/boats.ts';
import { jobPostImageView, type StoredImage } from './images.ts';
import { careDueOfBoat, logbookOf, FULL_LOGBOOK } from './logbook.ts';

export type BoatRow = BoatRecord & { _id: Types.ObjectId; created_date: Date };

type StoredPlace = {
  address?: string | null;
  placeId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
} | null;

/** A harbour as the boat keeps it: only a whole place (address and position), else none. */
const placeOf = (place: StoredPlace | undefined) =>
  place?.address && typeof place.latitude === 'number' && typeof place.longitude === 'number'
    ? {
        address: place.address,
        placeId: place.placeId ?? '',
        latitude: place.latitude,
        longitude: place.longitude,
      }
    : null;

/** A stored boat as the API answers it, its photos' addresses signed for the owner. */
export function boatView(boat: BoatRow): BoatSummary {
  const place = boat.location;
  return {
    id: String(boat._id),
    boatName: boat.boatName,
    boatType: boat.boatType,
    material: boat.material,
    lengthFeet: boat.lengthFeet,
    flybridge: Boolean(boat.flybridge),
    location: placeOf(place),
    dockNumber: boat.dockNumber ?? '',
    registrationNumber: boat.registrationNumber ?? '',
    year: boat.year ?? null,
    engines: (boat.engines ?? []).map((engine) => ({
      description: engine.description ?? '',
      serialNumber: engine.serialNumber ?? '',
    })),
    photos: (boat.photos ?? []).map(jobPostImageView),
    created_date: new Date(boat.created_date).toISOString(),
  };
}

/** The caller's own boat, or 404 (someone else's is the same as none). */
export async function ownBoat(id: string, owner: string): Promise<BoatRow> {
  const boat = await BoatModel.findOne({ _id: id, owner }).lean<BoatRow>();
  if (!boat) throw notFound('boats.notFound');
  return boat;
}

export async function listBoats(owner: string): Promise<BoatSummary[]> {
  const boats = await BoatModel.find({ owner }).sort({ boatName: 1 }).lean<BoatRow[]>();
  return boats.map(boatView);
}

export async function createBoat(owner: string, input: BoatInput): Promise<BoatSummary> {
  const created = await BoatModel.create({ owner, ...input });
  return boatView(await ownBoat(String(created._id), owner));
}

export async function updateBoat(id: string, owner: string, input: BoatInput) {
  const updated = await BoatModel.findOneAndUpdate(
    { _id: id, owner },
    { $set: input },
    { returnDocument: 'after' },
  ).lean<BoatRow>();
  if (!updated) throw notFound('boats.notFound');
  return boatView(updated);
}

/** Removes the boat, its own entries and links; its requests stay, without the boat. */
export async function removeBoat(id: string, owner: string) {
  const boat = await ownBoat(id, owner);
  const entries = await LogbookEntryModel.find({ boat: boat._id }).lean();
  await Promise.all([
    LogbookEntryModel.deleteMany({ boat: boat._id }),
    BoatShareModel.deleteMany({ boat: boat._id }),
    JobPostModel.updateMany({ boat: boat._id, auctioneer: owner }, { $set: { boat: null } }),
  ]);
  await BoatModel.deleteOne({ _id: boat._id, owner });
  const photos = boat.photos ?? [];
  const files = entries.flatMap((entry) => entry.files ?? []);
  return { photos, files };
}

/** Adds a stored photo, unless the boat has its four already (conditional, so two at once fit). */
export async function addBoatPhoto(boat: BoatRow, photo: StoredImage) {
  const updated = await BoatModel.findOneAndUpdate(
    { _id: boat._id, owner: boat.owner, [`photos.${BOAT_PHOTOS_MAX - 1}`]: { $exists: false } },
    { $push: { photos: photo } },
    { returnDocument: 'after' },
  ).lean<BoatRow>();
  if (!updated) throw conflict('boats.photos.full');
  return boatView(updated);
}

/** Takes one photo off the boat; answers the boat and the photo (whose files may go). */
export async function removeBoatPhoto(boat: BoatRow, photoId: string) {
  const photo = (boat.photos ?? []).find((one) => String(one._id) === photoId);
  if (!photo) throw notFound('boats.photos.notFound');
  // The photos as read, less this one ($pull by a field is beyond FerretDB v1); conditional on
  // the photos being as read, so a photo added meanwhile is not lost.
  const remaining = (boat.photos ?? []).filter((one) => one !== photo);
  const updated = await BoatModel.findOneAndUpdate(
    { _id: boat._id, owner: boat.owner, photos: { $size: boat.photos.length } },
    { $set: { photos: remaining } },
    { returnDocument: 'after' },
  ).lean<BoatRow>();
  if (!updated) throw conflict('boats.photos.changed');
  return { boat: boatView(updated), photo };
}

/** What a request says about its boat, as the wizard and old requests hold it. */
export interface RequestBoat {
  boatName: string;
  boatType: BoatRecord['boatType'];
  material: BoatRecord['material'];
  lengthFeet: number;
  flybridge?: boolean | null;
  location?: {
    address?: string | null;
    placeId?: string | null;
    dockNumber?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
  dockNumber?: string | null;
}

/** One boat per owner, name (without case or spaces around), length and type. */
const sameBoat = (a: Pick<RequestBoat, 'boatName' | 'lengthFeet' | 'boatType'>, b: typeof a) =>
  a.boatName.trim().toLowerCase() === b.boatName.trim().toLowerCase() &&
  a.lengthFeet === b.lengthFeet &&
  a.boatType === b.boatType;

/**
 * The owner's boat a request without one is for: theirs with the same name, length and type,
 * else a new boat made from the request (the wizard's "new boat", and the migration of old
 * requests). Answers its id and whether it was made now.
 */
export async function boatOfRequest(
  owner: Types.ObjectId | string,
  request: RequestBoat,
): Promise<{ id: Types.ObjectId; created: boolean }> {
  const candidates = await BoatModel.find(
    { owner, lengthFeet: request.lengthFeet, boatType: request.boatType },
    { boatName: 1, lengthFeet: 1, boatType: 1 },
  ).lean();
  const found = candidates.find((boat) => sameBoat(boat, request));
  if (found) return { id: found._id, created: false };
  const place = request.location;
  const boat = await BoatModel.create({
    owner,
    boatName: request.boatName.trim(),
    boatType: request.boatType,
    material: request.material,
    lengthFeet: request.lengthFeet,
    flybridge: Boolean(request.flybridge),
    location: placeOf(place),
    dockNumber: request.dockNumber ?? place?.dockNumber ?? '',
  });
  return { id: boat._id, created: true };
}

/** The boat page: facts, the requests made from it with their jobs, the logbook, what is due. */
export async function boatDetail(id: string, owner: string): Promise<BoatDetail> {
  const boat = await ownBoat(id, owner);
  const posts = await JobPostModel.find({ boat: boat._id, auctioneer: owner })
    .sort({ created_date: -1 })
    .lean();
  const jobs = await Promise.all(
    posts.map((post) => JobModel.findOne({ jobPost: post._id }, { status: 1 }).lean()),
  );
  const logbook = await logbookOf(boat, FULL_LOGBOOK);
  return {
    ...boatView(boat),
    requests: posts.map((post, index) => ({
      id: String(post._id),
      title: post.title || post.boatName,
      status: post.status,
      preferredDate: new Date(post.preferredDate).toISOString().slice(0, 10),
      jobStatus: jobs[index]?.status ?? null,
    })),
    logbook,
    due: await careDueOfBoat(logbook),
  };
}
