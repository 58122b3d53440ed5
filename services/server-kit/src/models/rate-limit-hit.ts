import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * One document per counted request of a rate limit, so every instance of a service counts into
 * the same place. `bucket` is the hashed limit and key (an IP, an address); `n` numbers the
 * bucket's hits 1, 2, 3, ... and is part of `_id`, so two instances cannot both take a number:
 * an insert with a unique `_id` is the one write that is atomic on MongoDB and FerretDB v1
 * alike (an `$inc` there reads, adds and writes back: 10 parallel increments counted 1 or 2,
 * measured). Expired hits are deleted now and then by the store (FerretDB v1 has no TTL
 * indexes).
 */
const rateLimitHitSchema = new Schema(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true },
    n: { type: Number, required: true },
    at: { type: Date, required: true },
    expires_at: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'rate_limit_hits' },
);
rateLimitHitSchema.index({ bucket: 1, n: -1 });
rateLimitHitSchema.index({ bucket: 1, at: -1 });

export const RateLimitHitModel = defineModel('RateLimitHit', rateLimitHitSchema);
