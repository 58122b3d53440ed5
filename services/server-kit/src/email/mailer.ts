import { isAbsolute, join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { ServiceConfig } from '../config.ts';
import { writeToOutbox, type OutboxMessage } from './outbox.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** `smtp` sends through SMTP_URL; `outbox` writes files a developer (and the tests) can read. */
  readonly kind: 'smtp' | 'outbox';
  /** The outbox folder, or null when mail goes out through SMTP. */
  readonly outboxDir: string | null;
  readonly supportAddress: string;
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
}

/** <OUTBOX_DIR>, else <DATA_DIR or .data>/outbox, resolved against the working directory. */
export function outboxDirOf(config: Pick<ServiceConfig, 'OUTBOX_DIR' | 'DATA_DIR'>): string {
  if (config.OUTBOX_DIR) return resolve(config.OUTBOX_DIR);
  const data = config.DATA_DIR ?? '.data';
  return join(isAbsolute(data) ? data : resolve(data), 'outbox');
}

/**
 * The one way services send email: nodemailer over SMTP when SMTP_URL is set; otherwise the
 * message is composed by nodemailer all the same and kept in the local outbox.
 */
export function createMailer(
  config: Pick<
    ServiceConfig,
    'SMTP_URL' | 'MAIL_FROM' | 'SUPPORT_EMAIL' | 'OUTBOX_DIR' | 'DATA_DIR'
  >,
): Mailer {
  const from = config.MAIL_FROM;
  const base = { kind: 'smtp' as const, outboxDir: null, supportAddress: config.SUPPORT_EMAIL };
  if (config.SMTP_URL) {
    const transport = createTransport(config.SMTP_URL, { from });
    return {
      ...base,
      async send(email) {
        const info = await transport.sendMail(email);
        return { messageId: info.messageId };
      },
    };
  }
  const dir = outboxDirOf(config);
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    ...base,
    kind: 'outbox',
    outboxDir: dir,
    async send(email) {
      const info = await composer.sendMail(email);
      const stored: OutboxMessage = await writeToOutbox(
        dir,
        {
          from,
          to: [email.to],
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          text: email.text,
          html: email.html,
        },
        info.message as Buffer,
      );
      return { messageId: stored.id };
    },
  };
}
