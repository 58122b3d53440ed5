import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { ROUTE_NAMES } from '@boatcare/shared-domain/core';
import { STREAM_EVENT_KINDS } from '@boatcare/shared-domain/schemas/user-event';
import { defineModel } from './define.ts';

/**
 * One thing that happened to a user (`to`): the one source of the live event stream and the
 * notification centre. `key` is unique per (kind, source, receiver), so a happening written
 * twice (a retried request, a worker run again) is one event. `screen` and `params` name the
 * screen it leads to in the table of screens; `data` holds its text's values.
 */
const userEventSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    to: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: STREAM_EVENT_KINDS, required: true },
    /** The ids it is about (`post`, `job`, `bid`, `message`, `review`, `request`, `club`). */
    subject: { type: Schema.Types.Mixed, default: {} },
    screen: { type: String, enum: ROUTE_NAMES, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    data: { type: Schema.Types.Mixed, default: {} },
    created_date: { type: Date, required: true },
    /** `created_date`'s minute (ms / 60,000): the tail's equality, which FerretDB v1 pushes down. */
    created_minute: { type: Number, required: true },
    read_date: { type: Date, default: null },
  },
  { versionKey: false, collection: 'user_events' },
);
// The notification centre (keyset paging, newest first) and a stream's catch-up.
userEventSchema.index({ to: 1, created_date: -1, _id: -1 });
// The unread count.
userEventSchema.index({ to: 1, read_date: 1 });
// The stream's tail: every user's events of a minute.
userEventSchema.index({ created_minute: 1, created_date: 1 });

export type UserEventRecord = InferSchemaType<typeof userEventSchema> & {
  _id: Types.ObjectId;
};
export const UserEventModel = defineModel('UserEvent', userEventSchema);
