import { Schema, type InferSchemaType } from 'mongoose';
import { NOTIFICATION_CHANNELS } from '@boatcare/shared-domain/schemas/notification';
import { USER_EVENT_KINDS } from '@boatcare/shared-domain/schemas/user-event';
import { defineModel } from './define.ts';

export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/**
 * One email or push to send: the queue the notification worker drains. `key` is unique per
 * (kind, source event, receiver) for an email and per (event, device) for a push, so an event
 * handled twice still makes one. A worker claims an attempt (a once-key
 * `notification:<id>:<attempt>`) before it sends, and marks the row sent after; a failed
 * attempt waits `next_attempt_date` (backoff) for the next.
 */
const notificationSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    channel: { type: String, enum: NOTIFICATION_CHANNELS, default: 'email' },
    kind: { type: String, enum: USER_EVENT_KINDS, required: true },
    receiver: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Template values (strings), filled into the receiver's language's template or text. */
    values: { type: Schema.Types.Mixed, default: {} },
    /** Path of the page it links to, without the language (e.g. `requests/<id>`). */
    path: { type: String, default: '' },
    /** The email template's name (server-kit email defaults); empty for a push. */
    template: { type: String, default: '' },
    /** A push: the device (push subscription) it goes to, and the user event it tells. */
    subscription: { type: Schema.Types.ObjectId, ref: 'PushSubscription', default: null },
    event: { type: Schema.Types.ObjectId, ref: 'UserEvent', default: null },
    state: { type: String, enum: NOTIFICATION_STATES, default: 'pending' },
    attempts: { type: Number, default: 0 },
    next_attempt_date: { type: Date, required: true },
    claimed_date: { type: Date, default: null },
    sent_date: { type: Date, default: null },
    last_error: { type: String, default: '' },
    /**
     * An email gathered into another's digest (grouping, notifications/queue.ts): the row that
     * sends it. It is marked as that row is.
     */
    digest_of: { type: Schema.Types.ObjectId, default: null },
    created_date: { type: Date, required: true },
  },
  { versionKey: false },
);
notificationSchema.index({ state: 1, next_attempt_date: 1 });
// The latest email to a person about one page (request or job): the grouping window.
notificationSchema.index({ receiver: 1, path: 1, next_attempt_date: -1 });

export type NotificationRecord = InferSchemaType<typeof notificationSchema>;
export const NotificationModel = defineModel('Notification', notificationSchema);
