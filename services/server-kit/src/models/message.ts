import { Schema, type InferSchemaType } from 'mongoose';
import { MESSAGE_KINDS } from '@boatcare/shared-domain/schemas/message';
import { defineModel } from './define.ts';

/**
 * A message about a request. Before acceptance: a provider's public `question` and the owner's
 * `answer` (`replyTo` the question; text masked of contact details). After acceptance:
 * `private` messages of the job's thread between owner and provider. `to` is who it is for;
 * `read_date` stays null until they read it (the navigation's unread count).
 */
const messageSchema = new Schema(
  {
    jobPost: { type: Schema.Types.ObjectId, ref: 'JobPost', required: true },
    job: { type: Schema.Types.ObjectId, ref: 'Job', default: null },
    kind: { type: String, enum: MESSAGE_KINDS, required: true },
    replyTo: { type: Schema.Types.ObjectId, ref: 'Message', default: null },
    from: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    to: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    text: { type: String, required: true },
    created_date: { type: Date, required: true },
    read_date: { type: Date, default: null },
  },
  { versionKey: false },
);
messageSchema.index({ jobPost: 1, created_date: 1 });
/** Unread counts. */
messageSchema.index({ to: 1, read_date: 1 });

export type MessageRecord = InferSchemaType<typeof messageSchema>;
export const MessageModel = defineModel('Message', messageSchema);
