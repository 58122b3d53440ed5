import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * How far a worker that reads a log by time has read (`_id` is the worker's name). Workers in
 * several processes share it; what they do per row is idempotent, so reading twice is harmless.
 */
const workerCursorSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'worker_cursors' },
);

export const WorkerCursorModel = defineModel('WorkerCursor', workerCursorSchema);
