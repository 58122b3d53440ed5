import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * "At most once" claims: one document per key, the key being the _id (unique on MongoDB and
 * FerretDB alike). A rule such as "one bidder profile per user" claims `bidder-profile:<id>`
 * before it writes; a filtered update alone is not atomic on FerretDB v1.
 */
const onceKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { versionKey: false, collection: 'once_keys' },
);

export const OnceKeyModel = defineModel('OnceKey', onceKeySchema);
