import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { defineModel } from './define.ts';
import {
  PLAN_KINDS,
  PLAN_PAYMENTS,
  PLAN_STATUSES,
  VISIT_KINDS,
  VISIT_STATUSES,
} from '@boatcare/shared-domain/schemas/plans';

const offer = new Schema(
  {
    provider: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Base minor units per visit. */
    pricePerVisit: { type: Number, required: true, min: 1 },
    message: { type: String, default: '' },
  },
  { _id: true, timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } },
);

const visit = new Schema(
  {
    date: { type: Date, required: true },
    kind: { type: String, enum: VISIT_KINDS, required: true },
    status: { type: String, enum: VISIT_STATUSES, default: 'planned' },
    /** The visit's own request and job, once ordered. */
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', default: null },
    job: { type: Schema.Types.ObjectId, ref: 'Job', default: null },
  },
  { _id: true },
);

/**
 * A seasonal care plan (collection `care_plans`): the owner's request it was made from, its
 * season and visits, the providers' offers (one each) and the chosen one. Offers and visits are
 * embedded: a season has a few dozen visits at most and a plan a handful of offers.
 */
const planSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', required: true, unique: true },
    /** The owner's club when the plan was made (its weeks view), else null. */
    club: { type: Schema.Types.ObjectId, ref: 'Club', default: null },
    kind: { type: String, enum: PLAN_KINDS, required: true },
    everyWeeks: { type: Number, default: 2 },
    payment: { type: String, enum: PLAN_PAYMENTS, default: 'perVisit' },
    status: { type: String, enum: PLAN_STATUSES, default: 'open' },
    launch: { type: Date, required: true },
    haulOut: { type: Date, required: true },
    provider: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    pricePerVisit: { type: Number, default: null },
    offers: { type: [offer], default: [] },
    visits: { type: [visit], default: [] },
  },
  {
    collection: 'care_plans',
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
  } as const,
);

planSchema.index({ owner: 1, created_date: -1 });
/** Open plans for providers, newest first. */
planSchema.index({ status: 1, created_date: -1 });
planSchema.index({ club: 1, status: 1 });

export type PlanRecord = InferSchemaType<typeof planSchema> & {
  _id: Types.ObjectId;
  created_date: Date;
};
export const PlanModel = defineModel('CarePlan', planSchema);
