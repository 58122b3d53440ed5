import { z } from 'zod';

/** Every email a user may receive about their work on the site, each one they may turn off. */
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET/PUT /auth/notifications: for each kind, whether the user wants the email. */
export const notificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export const notificationSettingsSaved = z.object({
  message: z.string(),
  data: notificationSettings,
});
