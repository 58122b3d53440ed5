import { Schema } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * A single-use ticket that opens one event stream (`POST /events/ticket`): only its SHA-256 is
 * stored (`_id`), so a copy of the database opens nothing. Taken (deleted) when used; expired
 * ones are removed when new ones are made (no TTL indexes on FerretDB).
 */
const eventTicketSchema = new Schema(
  {
    _id: { type: String, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expires_date: { type: Date, required: true },
  },
  { versionKey: false, collection: 'event_tickets' },
);
eventTicketSchema.index({ expires_date: 1 });

export const EventTicketModel = defineModel('EventTicket', eventTicketSchema);
