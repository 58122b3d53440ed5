import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * A create call made with an `Idempotency-Key`: its key (hashed with the caller and the route)
 * is the _id, unique on MongoDB and FerretDB alike, so of a call and its retries exactly one
 * runs; the others answer the stored result. `pending` while the first one runs.
 */
const idempotencyRecordSchema = new Schema(
  {
    _id: { type: String, required: true },
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ['pending', 'done'], required: true },
    statusCode: { type: Number, default: null },
    contentType: { type: String, default: null },
    body: { type: String, default: null },
    created_at: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'idempotency_records' },
);

export const IdempotencyRecordModel = defineModel('IdempotencyRecord', idempotencyRecordSchema);
