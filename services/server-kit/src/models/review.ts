import { Schema, type InferSchemaType } from 'mongoose';
import { REVIEW_SIDES } from '@boatcare/shared-domain/schemas/review';
import { defineModel } from './define.ts';

/**
 * A review of one side of a confirmed job by the other: the owner about the provider
 * (`side: 'owner'`) or the provider about the owner. One per side per job (unique index);
 * its author may change it for 14 days after writing it (REVIEW_EDIT_WINDOW_MS).
 */
const reviewSchema = new Schema(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', required: true },
    side: { type: String, enum: REVIEW_SIDES, required: true },
    author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Who the review is about. */
    subject: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    text: { type: String, default: '' },
    created_date: { type: Date, required: true },
    updated_date: { type: Date, required: true },
  },
  { versionKey: false },
);
reviewSchema.index({ job: 1, side: 1 }, { unique: true });
/** A person's reviews, newest first (their card, their average). */
reviewSchema.index({ subject: 1, created_date: -1 });
/** The reviews a person wrote, by side (the owner dashboard's cleaner rating). */
reviewSchema.index({ author: 1, side: 1 });

export type ReviewRecord = InferSchemaType<typeof reviewSchema>;
export const ReviewModel = defineModel('Review', reviewSchema);
