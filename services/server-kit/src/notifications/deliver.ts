import type { Types } from 'mongoose';
import type { ServiceConfig } from '../config.ts';
import { now } from '../clock.ts';
import type { Mailer } from '../email/mailer.ts';
import { escapeHtml, renderEmail } from '../email/render.ts';
import type { TemplateName } from '../email/defaults.ts';
import { NotificationModel, type NotificationRecord } from '../models/notification.ts';
import { UserModel } from '../models/user.ts';
import { claimOnce } from '../once.ts';
import { siteUrl } from '../site-links.ts';
import { valuesFor } from './format.ts';
import { eventText, sendPushRow } from './deliver-push.ts';
import { emailsGrouped } from './queue.ts';
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
  // Only as it was read: another worker may have gathered it into its digest meanwhile.
  const claimed = await NotificationModel.updateOne(
    { _id: row._id, state: row.state, attempts: row.attempts },
    { $set: { state: 'sending', attempts: attempt, claimed_date: now() } },
  );
  return claimed.modifiedCount === 1 ? attempt : null;
}

/**
 * The other due emails to the same person about the same page (a grouping window closing),
 * taken into this row's digest: each can be gathered once.
 */
async function gather(row: Row): Promise<Row[]> {
  if (row.channel === 'push' || !row.path || !emailsGrouped()) return [];
  const at = now();
  await NotificationModel.updateMany(
    {
      _id: { $ne: row._id },
      receiver: row.receiver,
      path: row.path,
      channel: { $ne: 'push' },
      state: 'pending',
      next_attempt_date: { $lte: at },
    },
    { $set: { state: 'sending', claimed_date: at, digest_of: row._id } },
  );
  return NotificationModel.find({ digest_of: row._id as Types.ObjectId, state: 'sending' })
    .sort({ created_date: 1 })
    .lean<Row[]>();
}

/** A digest's marker for its list, put in after the template is filled (values are escaped). */
const ITEMS = '[[digest-items]]';

/** One line of a digest: what happened, in the receiver's language, with its amount and text. */
function digestItem(row: Row, language: string) {
  const values = valuesFor(row.values as Record<string, string>, language);
  const line = eventText(language, row.kind, values) + (values.amount ? `: ${values.amount}` : '');
  return { line, text: values.text ?? '' };
}

async function renderDigest(rows: Row[], language: string, values: Record<string, string>) {
  const items = rows.map((row) => digestItem(row, language));
  const email = await renderEmail('notify-digest', language, {
    ...values,
    count: String(rows.length),
    items: ITEMS,
  });
  const html = items
    .map(
      ({ line, text }) =>
        `<li>${escapeHtml(line)}${text ? `<br><span style="white-space:pre-wrap">${escapeHtml(text)}</span>` : ''}</li>`,
    )
    .join('');
  const text = items.map(({ line, text }) => `- ${line}${text ? `\n  ${text}` : ''}`).join('\n');
  return {
    ...email,
    html: email.html.replace(ITEMS, `<ul>${html}</ul>`),
    text: email.text.replace(ITEMS, text),
  };
}

/**
 * Sends a row's email, or with the rows gathered into it one digest of them all (those whose
 * kind the receiver turned off left out; one left is sent as itself). Answers the rows sent.
 */
async function sendEmail(row: Row, gathered: Row[], options: DeliveryOptions): Promise<Row[]> {
  const user = await UserModel.findById(row.receiver, {
    email: 1,
    first_name: 1,
    language_code: 1,
    status: 1,
    notifications_off: 1,
  }).lean();
  if (!user || user.status !== 'active') return [];
  const wanted = [row, ...gathered].filter(
    (each) => !(user.notifications_off ?? []).includes(each.kind),
  );
  const [first] = wanted;
  if (!first) return [];
  const language = user.language_code ?? 'en';
  const origin = options.config.PUBLIC_ORIGIN.replace(/\/$/, '');
  const values = {
    ...valuesFor(first.values as Record<string, string>, language),
    firstName: user.first_name,
    link: `${origin}/${language}/${first.path}`,
    settingsLink: siteUrl(origin, language, 'settings'),
  };
  const email =
    wanted.length > 1
      ? await renderDigest(wanted, language, values)
      : await renderEmail(first.template as TemplateName, language, values);
  await options.mailer.send({
    to: user.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
  });
  return wanted;
}

async function attempt(row: Row, options: DeliveryOptions): Promise<void> {
  const attemptNo = await claim(row);
  if (attemptNo === null) return;
  const gathered = await gather(row);
  try {
    // Rows queued before push existed have no channel: emails.
    const sent =
      row.channel === 'push'
        ? (await sendPushRow(row, options.config)) === 'sent'
          ? [row]
          : []
        : await sendEmail(row, gathered, options);
    const mark = async (rows: Row[], state: 'sent' | 'skipped') => {
      if (rows.length === 0) return;
      await NotificationModel.updateMany(
        { _id: { $in: rows.map(({ _id }) => _id as Types.ObjectId) } },
        { $set: { state, sent_date: state === 'sent' ? now() : null, last_error: '' } },
      );
    };
    await mark(sent, 'sent');
    await mark(
      [row, ...gathered].filter((each) => !sent.includes(each)),
      'skipped',
    );
  } catch (error) {
    const failed = attemptNo >= MAX_ATTEMPTS || error instanceof PushRefused;
    const retry = {
      next_attempt_date: new Date(
        now().getTime() + backoffMs(options.config.NOTIFICATIONS_RETRY_MS, attemptNo),
      ),
      last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    };
    await NotificationModel.updateOne(
      { _id: row._id },
      { $set: { state: failed ? 'failed' : 'pending', ...retry } },
    );
    // The gathered ones wait with it and are gathered again (each with its own attempts).
    if (gathered.length)
      await NotificationModel.updateMany(
        { _id: { $in: gathered.map(({ _id }) => _id as Types.ObjectId) } },
        { $set: { state: 'pending', digest_of: null, ...retry } },
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
