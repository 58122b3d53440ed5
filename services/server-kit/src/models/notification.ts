import { Schema, type InferSchemaType } from 'mongoose';
import { NOTIFICATION_KINDS } from '@boatcare/shared-domain/schemas/notification';
import { defineModel } from './define.ts';

export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/**
 * One email to send: the queue the notification worker drains. `key` is unique per
 * (kind, source event, receiver), so an event handled twice still makes one email. A worker
 * claims an attempt (a once-key `notification:<id>:<attempt>`) before it sends, and marks the
 * row sent after; a failed attempt waits `next_attempt_date` (backoff) for the next.
 */
const notificationSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    receiver: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Template values (strings), filled into the receiver's language's template. */
    values: { type: Schema.Types.Mixed, default: {} },
    /** Path of the page the email links to, without the language (e.g. `requests/<id>`). */
    path: { type: String, default: '' },
    /** The email template's name (server-kit email defaults). */
    template: { type: String, required: true },
    state: { type: String, enum: NOTIFICATION_STATES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    next_attempt_date: { type: Date, required: true },
    claimed_date: { type: Date, default: null },
    sent_date: { type: Date, default: null },
    last_error: { type: String, default: '' },
    created_date: { type: Date, required: true },
  },
  { versionKey: false },
);
notificationSchema.index({ state: 1, next_attempt_date: 1 });

export type NotificationRecord = InferSchemaType<typeof notificationSchema>;
export const NotificationModel = defineModel('Notification', notificationSchema);
