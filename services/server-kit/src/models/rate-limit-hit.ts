import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * One document per counted request of a rate limit, so every instance of a service counts into
 * the same place. `bucket` is the hashed limit and key (an IP, an address); a limit's count is
 * the number of its hits less than one window old. An insert is atomic on MongoDB and FerretDB
 * alike, where an `$inc` upsert is not on FerretDB v1 (parallel increments are lost). Expired
 * hits are deleted now and then by the store (FerretDB v1 has no TTL indexes).
 */
const rateLimitHitSchema = new Schema(
  {
    bucket: { type: String, required: true },
    at: { type: Date, required: true },
    expires_at: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'rate_limit_hits' },
);
rateLimitHitSchema.index({ bucket: 1, at: -1 });

export const RateLimitHitModel = defineModel('RateLimitHit', rateLimitHitSchema);
