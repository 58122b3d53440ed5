import { z } from 'zod';
import { LANGUAGES } from '../locale.ts';
import { email, PASSWORD_MIN_LENGTH } from './auth.ts';

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * POST /auth/request-reset-password. `language` (optional, beyond the spec's payload) picks the
 * language of the email and of the link; without it the account's own language is used.
 */
export const requestResetBody = z.object({
  email,
  language: z.enum(LANGUAGES).optional(),
});
export type RequestResetBody = z.infer<typeof requestResetBody>;

const newPassword = z
  .string({ error: 'resetPassword.new_password_required' })
  .min(1, 'resetPassword.new_password_required')
  .min(PASSWORD_MIN_LENGTH, 'resetPassword.password_min_length')
  .max(200);

/** POST /auth/reset-password. */
export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'resetPassword.invalid_link' })
    .trim()
    .min(1, 'resetPassword.invalid_link')
    .max(200),
  newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form: the new password twice. */
export const resetPasswordForm = resetPasswordBody
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string().min(1, 'resetPassword.confirm_required') })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'resetPassword.passwords_do_not_match',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** POST /auth/email-send: the help page's contact form. */
export const contactEmailBody = z.object({
  name: z
    .string({ error: 'contact.validation.name_required' })
    .trim()
    .min(1, 'contact.validation.name_required')
    .max(120),
  email,
  message: z
    .string({ error: 'contact.validation.message_required' })
    .trim()
    .min(1, 'contact.validation.message_required')
    .max(5000, 'contact.validation.message_too_long'),
  /** Held by the old client's state; sent along when present. */
  subject: z.string().trim().max(200).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type ContactEmailBody = z.infer<typeof contactEmailBody>;

/** GET /auth/dev/outbox (outside production only): the messages the local outbox holds. */
export const outboxQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });
export const outboxMessage = z.object({
  id: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxList = z.object({ data: z.array(outboxMessage) });
