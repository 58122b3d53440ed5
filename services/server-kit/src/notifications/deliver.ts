import type { ServiceConfig } from '../config.ts';
import { now } from '../clock.ts';
import type { Mailer } from '../email/mailer.ts';
import { renderEmail } from '../email/render.ts';
import type { TemplateName } from '../email/defaults.ts';
import { NotificationModel, type NotificationRecord } from '../models/notification.ts';
import { UserModel } from '../models/user.ts';
import { claimOnce } from '../once.ts';
import { siteUrl } from '../site-links.ts';
import { valuesFor } from './format.ts';
import { sendPushRow } from './deliver-push.ts';
import { PushRefused, type PushConfig } from '../push/send.ts';

/**
 * After this many failed attempts an email or push is given up (state `failed`); a push the push
 * service refuses for good (a 4xx other than gone) at once.
 */
export const MAX_ATTEMPTS = 6;
/** A claim older than this is taken to be from a worker that stopped mid-send. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

export type Row = NotificationRecord & { _id: unknown };

export interface DeliveryOptions {
  mailer: Mailer;
  config: Pick<ServiceConfig, 'PUBLIC_ORIGIN' | 'NOTIFICATIONS_RETRY_MS' | 'NODE_ENV'> & PushConfig;
  /** How many emails one round looks at. */
  limit?: number;
}

/** Waits before attempt n+1: the retry base, doubled per failed attempt, at most a day. */
export const backoffMs = (base: number, attempts: number) =>
  Math.min(base * 2 ** Math.max(0, attempts - 1), 24 * 60 * 60 * 1000);

/**
 * One attempt per row is claimed through a once-key (`notification:<id>:<attempt>`), so of
 * two workers (or a restarted one) only one sends that attempt; the row is marked after.
 */
async function claim(row: Row): Promise<number | null> {
  const attempt = row.attempts + 1;
  if (!(await claimOnce(`notification:${String(row._id)}:${attempt}`))) return null;
  await NotificationModel.updateOne(
    { _id: row._id },
    { $set: { state: 'sending', attempts: attempt, claimed_date: now() } },
  );
  return attempt;
}

async function sendEmail(row: Row, options: DeliveryOptions): Promise<'sent' | 'skipped'> {
  const user = await UserModel.findById(row.receiver, {
    email: 1,
    first_name: 1,
    language_code: 1,
    status: 1,
    notifications_off: 1,
  }).lean();
  if (!user || user.status !== 'active') return 'skipped';
  if ((user.notifications_off ?? []).includes(row.kind)) return 'skipped';
  const language = user.language_code ?? 'en';
  const origin = options.config.PUBLIC_ORIGIN.replace(/\/$/, '');
  const values = {
    ...valuesFor(row.values as Record<string, string>, language),
    firstName: user.first_name,
    link: `${origin}/${language}/${row.path}`,
    settingsLink: siteUrl(origin, language, 'settings'),
  };
  const email = await renderEmail(row.template as TemplateName, language, values);
  await options.mailer.send({
    to: user.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
  });
  return 'sent';
}

async function attempt(row: Row, options: DeliveryOptions): Promise<void> {
  const attemptNo = await claim(row);
  if (attemptNo === null) return;
  try {
    // Rows queued before push existed have no channel: emails.
    const outcome =
      row.channel === 'push'
        ? await sendPushRow(row, options.config)
        : await sendEmail(row, options);
    await NotificationModel.updateOne(
      { _id: row._id },
      { $set: { state: outcome, sent_date: outcome === 'sent' ? now() : null, last_error: '' } },
    );
  } catch (error) {
    const failed = attemptNo >= MAX_ATTEMPTS || error instanceof PushRefused;
    await NotificationModel.updateOne(
      { _id: row._id },
      {
        $set: {
          state: failed ? 'failed' : 'pending',
          next_attempt_date: new Date(
            now().getTime() + backoffMs(options.config.NOTIFICATIONS_RETRY_MS, attemptNo),
          ),
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        },
      },
    );
  }
}

/** Sends what is due: pending rows whose time has come, and rows a stopped worker left. */
export async function deliverDueNotifications(options: DeliveryOptions): Promise<number> {
  const at = now();
  const rows = await NotificationModel.find({
    $or: [
      { state: 'pending', next_attempt_date: { $lte: at } },
      { state: 'sending', claimed_date: { $lt: new Date(at.getTime() - STALE_CLAIM_MS) } },
    ],
  })
    .sort({ next_attempt_date: 1 })
    .limit(options.limit ?? 50)
    .lean<Row[]>();
  for (const row of rows) await attempt(row, options);
  return rows.length;
}
