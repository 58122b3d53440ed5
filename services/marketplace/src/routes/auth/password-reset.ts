import type { FastifyBaseLogger } from 'fastify';
import {
  route,
  createLimit,
  HttpError,
  messageIn,
  renderEmail,
  type FastifyPluginAsyncZod,
  type Mailer,
  type ServiceConfig,
  siteUrl,
} from '@boatcare/server-kit';
import {
  RESET_TOKEN_TTL_MINUTES,
  type RequestResetBody,
} from '@boatcare/shared-domain/schemas/account';
import { auth } from '@boatcare/shared-domain/endpoints';
import { findUserByEmail } from '../../repositories/users.ts';
import { issueResetToken, resetPasswordWithToken } from '../../repositories/password-resets.ts';
import { byAddress } from './limits.ts';

interface Deps {
  mailer: Mailer;
  publicOrigin: string;
  log: FastifyBaseLogger;
}

/** Emails a reset link when the address belongs to an active account; otherwise does nothing. */
async function sendResetLink(
  { mailer, publicOrigin, log }: Deps,
  { email, language }: RequestResetBody,
) {
  const user = await findUserByEmail(email);
  if (!user || user.status === 'inactive') return;
  const lng = language ?? user.language_code ?? 'en';
  const token = await issueResetToken(String(user._id));
  const resetLink = siteUrl(publicOrigin, lng, 'resetPassword', { token });
  const rendered = await renderEmail('password-reset', lng, {
    firstName: user.first_name,
    resetLink,
    expiresInMinutes: String(RESET_TOKEN_TTL_MINUTES),
  });
  await mailer.send({
    to: user.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
  log.info({ user: String(user._id) }, 'password reset link sent');
}

export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: ServiceConfig }> = async (
  app,
  { config },
) => {
  // Per IP: the declaration's limit; per address here, from any IPs.
  const requestsPerAddress = createLimit(app, {
    max: 5,
    timeWindow: '15 minutes',
    key: byAddress,
    code: 'auth.rateLimit.reset',
  });

  route(app, auth.requestPasswordReset, {
    preHandler: async (request, reply) => requestsPerAddress.hit(request, reply),
    handler: async (request) => {
      // Not awaited: the answer and its timing must not tell whether the address exists.
      const deps = { mailer: app.mailer, publicOrigin: config.PUBLIC_ORIGIN, log: request.log };
      sendResetLink(deps, request.body).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not send a password reset link'),
      );
      return { message: messageIn(request.body.language, 'forgotPassword.sent') };
    },
  });

  route(app, auth.resetPassword, {
    handler: async (request) => {
      const done = await resetPasswordWithToken(request.body.token, request.body.newPassword);
      // Unknown, used or expired: the link is gone, whichever (410).
      if (!done) throw new HttpError(410, 'resetPassword.invalid_token');
      return { message: messageIn('en', 'resetPassword.success') };
    },
  });
};
