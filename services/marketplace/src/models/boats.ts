import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel, storedImageFields } from '@boatcare/server-kit/models';
import { BOAT_TYPES, MATERIALS } from '@boatcare/shared-domain/core';
import { COATINGS } from '@boatcare/shared-domain/schemas/job-post-services';
import { OWN_ENTRY_KINDS } from '@boatcare/shared-domain/schemas/boat';

/** A stored photo with its AVIF/WebP sizes (keys the server chose), as requests store theirs. */
const photo = new Schema(storedImageFields, { _id: true });

/** An owner's boat (collection `boats`); the requests made from it point at it (`boat`). */
const boatSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    boatName: { type: String, required: true, trim: true },
    boatType: { type: String, enum: BOAT_TYPES, required: true },
    material: { type: String, enum: MATERIALS, required: true },
    lengthFeet: { type: Number, required: true, min: 1 },
    flybridge: { type: Boolean, default: false },
    location: {
      type: new Schema(
        { address: String, placeId: String, latitude: Number, longitude: Number },
        { _id: false },
      ),
      default: null,
    },
    dockNumber: { type: String, default: '' },
    registrationNumber: { type: String, default: '' },
    year: { type: Number, default: null },
    engines: {
      type: [new Schema({ description: String, serialNumber: String }, { _id: false })],
      default: [],
    },
    photos: { type: [photo], default: [] },
    /** Care reminders already queued, `<item>:<due day>`, so each is sent once. */
    reminded: { type: [String], default: [] },
  },
  {
    collection: 'boats',
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
  } as const,
);
/** The owner's list, by name. */
boatSchema.index({ owner: 1, boatName: 1 });

export type BoatRecord = InferSchemaType<typeof boatSchema>;
export const BoatModel = defineModel('Boat', boatSchema);

/**
 * A file of an own logbook entry: a photo (stored as boat photos, with its sizes) or a PDF
 * document (no thumbnail: `thumbKey` empty).
 */
const entryFile = new Schema(
  {
    ...storedImageFields,
    thumbKey: { type: String, default: '' },
    name: { type: String, default: '' },
  },
  { _id: true },
);

/**
 * An owner's own logbook entry (collection `logbook_entries`): a DIY wash, a haul-out, an engine
 * service elsewhere. Jobs done through BoatCare are in the logbook from their own records.
 */
const logbookEntrySchema = new Schema(
  {
    boat: { type: Schema.Types.ObjectId, ref: 'Boat', required: true },
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: OWN_ENTRY_KINDS, required: true },
    day: { type: String, required: true },
    coating: { type: String, enum: COATINGS, default: 'none' },
    title: { type: String, required: true },
    notes: { type: String, default: '' },
    files: { type: [entryFile], default: [] },
  },
  {
    collection: 'logbook_entries',
    timestamps: { createdAt: 'created_date', updatedAt: false },
  } as const,
);
logbookEntrySchema.index({ boat: 1, day: -1 });

export type LogbookEntryRecord = InferSchemaType<typeof logbookEntrySchema>;
export const LogbookEntryModel = defineModel('LogbookEntry', logbookEntrySchema);

/**
 * A read-only link to a boat (collection `boat_shares`): the token is 32 random bytes, kept so
 * the owner can copy the link again; revoking or expiry ends it.
 */
const boatShareSchema = new Schema(
  {
    boat: { type: Schema.Types.ObjectId, ref: 'Boat', required: true },
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    token: { type: String, required: true, unique: true },
    label: { type: String, default: '' },
    includePhotos: { type: Boolean, default: true },
    includeAmounts: { type: Boolean, default: false },
    includeOwnEntries: { type: Boolean, default: true },
    expires_date: { type: Date, required: true },
    revoked_date: { type: Date, default: null },
  },
  {
    collection: 'boat_shares',
    timestamps: { createdAt: 'created_date', updatedAt: false },
  } as const,
);
boatShareSchema.index({ boat: 1, created_date: -1 });

export type BoatShareRecord = InferSchemaType<typeof boatShareSchema>;
export const BoatShareModel = defineModel('BoatShare', boatShareSchema);
