import { z } from 'zod';
import { USER_EVENT_KINDS, type UserEventKind } from './user-event.ts';

/**
 * The kinds that have an email (each its own template, `notify-<kind>`): a subset of the event
 * kinds. Every event kind can be pushed.
 */
export const NOTIFICATION_KINDS = [
  'bidReceived',
  'questionReceived',
  'bidAccepted',
  'paymentReceived',
  'jobDone',
  'jobConfirmed',
  'payoutSent',
  'disputeOpened',
  'reviewReceived',
  'careDue',
  'exportReady',
  'planOpened',
  'planOfferReceived',
] as const satisfies readonly UserEventKind[];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The two ways a notification leaves the site besides the notification centre. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const switches = <K extends string>(kinds: readonly K[]) =>
  z.object(Object.fromEntries(kinds.map((kind) => [kind, z.boolean()])) as Record<K, z.ZodBoolean>);

/**
 * GET/PUT /auth/notifications: per kind, whether the user wants the email (kinds that have one)
 * and the push (every event kind, on the devices where they turned push on).
 */
export const notificationSettings = z.object({
  email: switches(NOTIFICATION_KINDS),
  push: switches(USER_EVENT_KINDS),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export const notificationSettingsSaved = z.object({
  message: z.string(),
  data: notificationSettings,
});
