import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * One device where a user turned push on: the browser's PushSubscription. The push service's
 * address (`endpoint`) is unique: a device sending it again updates it, and it belongs to the
 * user who sent it last. Removed when the push service answers 404/410 (gone).
 */
const pushSubscriptionSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    endpoint: { type: String, required: true, unique: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    created_date: { type: Date, required: true },
  },
  { versionKey: false, collection: 'push_subscriptions' },
);
// A user's devices, oldest first (the cap drops the oldest).
pushSubscriptionSchema.index({ user: 1, created_date: 1 });

export type PushSubscriptionRecord = InferSchemaType<typeof pushSubscriptionSchema> & {
  _id: Types.ObjectId;
};
export const PushSubscriptionModel = defineModel('PushSubscription', pushSubscriptionSchema);
