import { Schema, type InferSchemaType } from 'mongoose';
import { DEFAULT_SEASON_START_MONTH } from '@boatcare/shared-domain/clubs';
import { defineModel } from './define.ts';
import { storedImageFields } from './stored-image.ts';

/** A marina or boat club; one per club account (user_type 3). */
const clubSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
    name: { type: String, required: true, trim: true },
    location: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    logoUrl: { type: String, default: '' },
    /** The uploaded logo's storage keys (server-made), or null for none or a typed URL. */
    logoImage: {
      type: new Schema(storedImageFields, { _id: false }),
      default: null,
    },
    /** The contact email given at registration. */
    ownerContact: { type: String, default: '' },
    /** The club's harbour, where its members' requests are batched for providers. */
    latitude: { type: Number, default: null },
    longitude: { type: Number, default: null },
    /** The month (1-12) the club's boating season starts (shared-domain's currentSeason). */
    seasonStartMonth: { type: Number, min: 1, max: 12, default: DEFAULT_SEASON_START_MONTH },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
clubSchema.index({ name: 1 });

export type Club = InferSchemaType<typeof clubSchema>;
export const ClubModel = defineModel('Club', clubSchema);
