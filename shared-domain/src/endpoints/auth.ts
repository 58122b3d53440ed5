import { z } from 'zod';
import {
  RESET_TOKEN_TTL_MINUTES,
  contactEmailBody,
  outboxList,
  outboxQuery,
  requestResetBody,
  resetPasswordBody,
} from '../schemas/account.ts';
import {
  avatarResponse,
  loginBody,
  registerBody,
  settingsBody,
  settingsResponse,
} from '../schemas/auth.ts';
import { UserType } from '../enums.ts';
import { messageResponse, uploadFile } from '../schemas/common.ts';
import { loginResponse } from '../schemas/session.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/auth'],
  tags: ['auth'],
  roles: 'public',
});

export const devOutbox = endpoint({
  method: 'GET',
  path: '/auth/dev/outbox',
  query: outboxQuery,
  response: outboxList,
  summary: 'Development only: read the local email outbox',
});

export const emailSend = endpoint({
  method: 'POST',
  path: '/auth/email-send',
  body: contactEmailBody,
  response: messageResponse,
  errors: [502],
  limit: LIMITS.contact,
  summary: 'Send a contact-form message to support',
});

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  body: loginBody,
  response: loginResponse,
  errors: [401],
  limit: LIMITS.signIn,
  summary: 'Sign in with email and password',
  description: 'Also limited to 10 failed attempts per address in 15 minutes, from any IPs (429).',
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/auth/request-reset-password',
  body: requestResetBody,
  response: messageResponse,
  limit: LIMITS.passwordReset,
  summary: 'Email a password reset link',
  description:
    'Answers the same whether or not the address has an account; the email is sent after the answer. ' +
    `The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes. Also limited to 5 requests per address in 15 minutes, from any IPs (429).`,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset-password',
  body: resetPasswordBody,
  response: messageResponse,
  errors: [410],
  limit: LIMITS.passwordReset,
  summary: 'Set a new password with a reset link',
  description:
    'Ends every existing session of the account. The link cannot be used again: an unknown, used or expired token answers 410.',
});

export const register = endpoint({
  method: 'POST',
  path: '/auth/register',
  body: registerBody,
  response: loginResponse,
  status: 201,
  errors: [409],
  limit: LIMITS.signUp,
  summary: 'Create a customer or provider account and sign it in',
});

export const settings = endpoint({
  method: 'GET',
  path: '/auth/settings',
  response: settingsResponse,
  roles: 'signed-in',
  summary: "The caller's language and currency",
});

export const saveSettings = endpoint({
  method: 'PUT',
  path: '/auth/settings',
  body: settingsBody,
  response: messageResponse.extend({ data: settingsBody }),
  roles: 'signed-in',
  limit: LIMITS.settings,
  summary: "Save the caller's language and currency",
});

/** Owners and providers have a picture others see; clubs have their logo, admins none. */
const WITH_AVATAR = [UserType.Customer, UserType.Provider];

export const avatar = endpoint({
  method: 'GET',
  path: '/auth/avatar',
  response: avatarResponse,
  roles: WITH_AVATAR,
  summary: "The caller's own picture (a provider's logo), '' without one",
});

export const uploadAvatar = endpoint({
  method: 'PUT',
  path: '/auth/avatar',
  multipart: true,
  form: z.object({ avatar: uploadFile }),
  response: avatarResponse,
  roles: WITH_AVATAR,
  errors: [400, 413, 415],
  limit: LIMITS.editing,
  summary:
    "Upload the caller's picture (a provider's logo, an owner's avatar): one JPEG, PNG or WebP (10 MB at most) in the multipart field `avatar`, stored with AVIF/WebP sizes",
});

export const removeAvatar = endpoint({
  method: 'DELETE',
  path: '/auth/avatar',
  response: avatarResponse,
  roles: WITH_AVATAR,
  limit: LIMITS.editing,
  summary: "Remove the caller's picture (others see the initials again)",
});
