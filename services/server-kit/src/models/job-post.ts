import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';
import { createdDays } from '../created-days.ts';
import { storedImageFields } from './stored-image.ts';
import { geoCellsOf } from '../geo-cells.ts';
import {
  BOAT_TYPES,
  JOB_POST_STATUSES,
  LOCATION_TYPES,
  MATERIALS,
} from '@boatcare/shared-domain/core';
import { ESTIMATE_SOURCES } from '@boatcare/shared-domain/pricing';

const image = new Schema(storedImageFields, { _id: true });

const services = new Schema(
  {
    cleaning: { type: Boolean, default: true },
    polishing: { type: Boolean, default: false },
    coating: { type: String, enum: ['none', 'wax', 'ceramic'], default: 'none' },
    interior: { type: Boolean, default: false },
    engineService: { type: Boolean, default: false },
    engineSerialNumber: { type: String, default: '' },
    engineDescription: { type: String, default: '' },
    repair: { type: Boolean, default: false },
  },
  { _id: false },
);

const jobPostSchema = new Schema(
  {
    auctioneer: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    /** The owner's boat it is for (marketplace boats), null for a request without one. */
    boat: { type: Schema.Types.ObjectId, ref: 'Boat', default: null },
    boatName: { type: String, required: true, trim: true },
    boatType: { type: String, enum: BOAT_TYPES, required: true },
    material: { type: String, enum: MATERIALS, required: true },
    lengthFeet: { type: Number, required: true, min: 1 },
    dirtinessLevel: { type: Number, default: 1 },
    flybridge: { type: Boolean, default: false },
    locationType: { type: String, enum: LOCATION_TYPES, required: true },
    location: {
      address: { type: String, required: true },
      placeId: { type: String, default: '' },
      dockNumber: { type: String, default: '' },
      latitude: { type: Number, required: true },
      longitude: { type: Number, required: true },
    },
    preferredDate: { type: Date, required: true },
    notes: { type: String, default: '' },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    status: { type: String, enum: JOB_POST_STATUSES, default: 'active', index: true },
    services: { type: services, default: () => ({}) },
    /** The admin's additional services chosen, as priced when posted (base minor units per foot). */
    additionalServices: {
      type: [new Schema({ id: String, name: String, pricePerFoot: Number }, { _id: false })],
      default: [],
    },
    images: { type: [image], default: [] },
    /** Base minor units (US cents). */
    estimatedPriceMin: { type: Number, default: 0 },
    estimatedPriceMax: { type: Number, default: 0 },
    /** The estimate is the market's range of comparable accepted offers, or the formula's. */
    estimateSource: { type: String, enum: ESTIMATE_SOURCES, default: 'formula' },
    min_bid_amount: { type: Number, default: 0 },
    max_bid_amount: { type: Number, default: 0 },
    bid_start_date: { type: Date, default: null },
    bid_end_date: { type: Date, default: null },
    /** A visit of a seasonal care plan (server-kit models/care-plan.ts) is a request of its own. */
    carePlan: { type: Schema.Types.ObjectId, ref: 'CarePlan', default: null },
    /** Set once, by the conditional update that accepts a bid. */
    acceptedBid: { type: Schema.Types.ObjectId, ref: 'Bid', default: null },
    /**
     * Club priority: until `priorityUntil`, only providers verified by `priorityClub` see the
     * request in nearby jobs (see marketplace repositories/club-priority.ts).
     */
    priorityClub: { type: Schema.Types.ObjectId, ref: 'Club', default: null },
    priorityUntil: { type: Date, default: null },
    /** Grid cells of the location (server-kit geo-cells.ts), set on validation; never edited. */
    geoCell: { type: String, default: null },
    geoArea: { type: String, default: null },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
// Nearby search: a bounding box on indexed coordinates, then exact distance in code.
jobPostSchema.index({ 'location.latitude': 1, 'location.longitude': 1 });
jobPostSchema.index({ auctioneer: 1, created_date: -1 });
/** Nearby jobs: open requests in a box of coordinates. */
jobPostSchema.index({ status: 1, 'location.latitude': 1, 'location.longitude': 1 });
/** Nearby jobs on FerretDB: one indexed equality per grid cell (server-kit geo-cells.ts). */
jobPostSchema.index({ geoCell: 1 });
jobPostSchema.index({ geoArea: 1 });
jobPostSchema.pre('validate', function () {
  const { latitude, longitude } = this.location ?? {};
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    Object.assign(this, geoCellsOf({ latitude, longitude }));
  }
});
// A boat's requests (the boat page, its logbook).
jobPostSchema.index({ boat: 1, created_date: -1 });
// The owner's list filtered by status.
jobPostSchema.index({ auctioneer: 1, status: 1, created_date: -1 });
// The admin's lists (keyset paging, newest first, a day at a time), all posts and by status.
jobPostSchema.plugin(createdDays);
jobPostSchema.index({ created_day: -1, created_date: -1, _id: -1 });
jobPostSchema.index({ status: 1, created_day: -1, created_date: -1, _id: -1 });

export type JobPost = InferSchemaType<typeof jobPostSchema>;
export const JobPostModel = defineModel('JobPost', jobPostSchema);
