import { Schema, type InferSchemaType } from 'mongoose';
import { MEMBERSHIP_STATUSES } from '@boatcare/shared-domain/core';
import { defineModel } from './define.ts';

/** A member's (customer's) request to join a club; the club accepts or denies it once. */
const membershipRequestSchema = new Schema(
  {
    club: { type: Schema.Types.ObjectId, ref: 'Club', required: true, index: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    status: { type: String, enum: MEMBERSHIP_STATUSES, default: 'pending' },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
// One request per member and club.
membershipRequestSchema.index({ club: 1, user: 1 }, { unique: true });
// The admin dashboard's pending approvals (a count by status, and before this month).
membershipRequestSchema.index({ status: 1, created_date: -1 });

export type MembershipRequest = InferSchemaType<typeof membershipRequestSchema>;
export const MembershipRequestModel = defineModel('MembershipRequest', membershipRequestSchema);
