import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * The one decision on a membership request: who decided what, and when. Its unique index is
 * what makes a decision happen once: FerretDB v1 evaluates a conditional update's filter and
 * its write separately, so two simultaneous updates "from pending" can both succeed there,
 * while two inserts of the same unique key cannot.
 */
const membershipDecisionSchema = new Schema(
  {
    request: {
      type: Schema.Types.ObjectId,
      ref: 'MembershipRequest',
      required: true,
      unique: true,
    },
    club: { type: Schema.Types.ObjectId, ref: 'Club', required: true },
    decided_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, enum: ['accepted', 'denied'], required: true },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: false } } as const,
);

export type MembershipDecision = InferSchemaType<typeof membershipDecisionSchema>;
export const MembershipDecisionModel = defineModel('MembershipDecision', membershipDecisionSchema);
