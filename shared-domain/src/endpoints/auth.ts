import {
  RESET_TOKEN_TTL_MINUTES,
  contactEmailBody,
  outboxList,
  outboxQuery,
  requestResetBody,
  resetPasswordBody,
} from '../schemas/account.ts';
import { loginBody, registerBody, settingsBody, settingsResponse } from '../schemas/auth.ts';
import { messageResponse } from '../schemas/common.ts';
import { loginResponse } from '../schemas/session.ts';
import { defineEndpoint } from './define.ts';

export const devOutbox = defineEndpoint({
  method: 'GET',
  path: '/auth/dev/outbox',
  query: outboxQuery,
  response: outboxList,
  roles: 'public',
  summary: 'Development only: read the local email outbox',
  tags: ['auth'],
});

export const emailSend = defineEndpoint({
  method: 'POST',
  path: '/auth/email-send',
  body: contactEmailBody,
  response: messageResponse,
  roles: 'public',
  errors: [429, 502],
  summary: 'Send a contact-form message to support',
  description: 'Rate limited: 5 messages per IP in 10 minutes (429).',
  tags: ['auth'],
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  body: loginBody,
  response: loginResponse,
  roles: 'public',
  errors: [401, 429],
  summary: 'Sign in with email and password',
  description:
    'Rate limited: 60 attempts a minute per IP, and 10 failed attempts per address in 15 minutes (429).',
  tags: ['auth'],
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/auth/request-reset-password',
  body: requestResetBody,
  response: messageResponse,
  roles: 'public',
  errors: [429],
  summary: 'Email a password reset link',
  description:
    'Answers the same whether or not the address has an account; the email is sent after the answer. ' +
    `The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes. Rate limited per IP (20) and per address (5) in 15 minutes.`,
  tags: ['auth'],
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/reset-password',
  body: resetPasswordBody,
  response: messageResponse,
  roles: 'public',
  errors: [429],
  summary: 'Set a new password with a reset link',
  description: 'Ends every existing session of the account. The link cannot be used again.',
  tags: ['auth'],
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  body: registerBody,
  response: loginResponse,
  status: 201,
  roles: 'public',
  errors: [409, 429],
  summary: 'Create a customer or provider account and sign it in',
  tags: ['auth'],
});

export const settings = defineEndpoint({
  method: 'GET',
  path: '/auth/settings',
  response: settingsResponse,
  roles: 'signed-in',
  summary: "The caller's language and currency",
  tags: ['auth'],
});

export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/auth/settings',
  body: settingsBody,
  response: messageResponse.extend({ data: settingsBody }),
  roles: 'signed-in',
  summary: "Save the caller's language and currency",
  tags: ['auth'],
});
