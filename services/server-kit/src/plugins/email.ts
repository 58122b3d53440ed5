import fp from 'fastify-plugin';
import type { ServiceConfig } from '../config.ts';
import { createMailer, type Mailer } from '../email/mailer.ts';

/** `app.mailer`: SMTP when configured, else the local outbox (see email/mailer.ts). */
export const emailPlugin = fp<{ config: ServiceConfig }>(
  async (app, { config }) => {
    const mailer = createMailer(config);
    if (mailer.kind === 'outbox' && config.NODE_ENV === 'production') {
      app.log.warn('SMTP_URL is not set: emails are written to the local outbox and not sent');
    }
    app.decorate('mailer', mailer);
  },
  { name: 'boatcare-email' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
