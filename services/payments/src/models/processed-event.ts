import { Schema } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * Provider events already handled, by id. The unique index makes "handle each event once" a
 * single insert: a replayed event fails it and changes nothing.
 */
const processedEventSchema = new Schema(
  {
    eventId: { type: String, required: true, unique: true },
    type: { type: String, required: true },
  },
  { timestamps: { createdAt: 'processed_date', updatedAt: false } } as const,
);

export const ProcessedEventModel = defineModel('ProcessedEvent', processedEventSchema);
