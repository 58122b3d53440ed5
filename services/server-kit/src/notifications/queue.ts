import type { NotificationKind } from '@boatcare/shared-domain/schemas/notification';
import type { UserEventKind } from '@boatcare/shared-domain/schemas/user-event';
import { now } from '../clock.ts';
import { NotificationModel } from '../models/notification.ts';
import { UserModel } from '../models/user.ts';
import { isDuplicateKey } from '../store-errors.ts';
import type { TemplateName } from '../email/defaults.ts';

export interface NotificationInput {
  kind: NotificationKind;
  /** The event behind it (`event:<id>`, `bid:<id>`, `review:<id>:<version>`...). */
  source: string;
  receiver: string;
  /** The email's template; by default the kind's own (`notify-<kind in kebab case>`). */
  template?: TemplateName;
  /** Template values besides the receiver's name and the links, which the sender adds. */
  values: Record<string, string>;
  /**
   * The page to link to, without the language, from the table of screens (`screenPath`):
   * `requests/<id>`, `supplier/jobs/<id>`.
   */
  path: string;
}

/**
 * At most one email to a person about one request (its page, `path`) in this long (by default;
 * NOTIFICATIONS_GROUP_MS): an email
 * within the window of the last one waits for the window to close and goes out with the others
 * of that window as one digest (notifications/deliver.ts). Push and the event feed are not held.
 */
export const EMAIL_GROUP_WINDOW_MS = 15 * 60 * 1000;
let groupWindowMs = EMAIL_GROUP_WINDOW_MS;

/** The service's NOTIFICATIONS_GROUP_MS (buildService sets it; 0 sends each email at once). */
export function setEmailGroupWindow(ms: number): void {
  groupWindowMs = ms;
}

/** Whether emails are grouped at all (the worker then gathers a closing window's into one). */
export const emailsGrouped = () => groupWindowMs > 0;

/**
 * When a new email about `path` to `receiver` may go: now, unless an email about it went out
 * less than a window ago (then when that window closes) or is already waiting (then with it).
 */
async function groupedSendDate(receiver: string, path: string, at: Date): Promise<Date> {
  if (!path || groupWindowMs === 0) return at;
  // An email of a kind the receiver turned off is not sent: it opens no window.
  const user = await UserModel.findById(receiver, { notifications_off: 1 }).lean();
  const last = await NotificationModel.findOne(
    {
      receiver,
      path,
      channel: { $ne: 'push' },
      kind: { $nin: (user?.notifications_off ?? []) as UserEventKind[] },
      state: { $in: ['pending', 'sending', 'sent'] },
      next_attempt_date: { $gt: new Date(at.getTime() - groupWindowMs) },
    },
    { next_attempt_date: 1 },
  )
    .sort({ next_attempt_date: -1 })
    .lean();
  if (!last) return at;
  const previous = last.next_attempt_date.getTime();
  return new Date(previous > at.getTime() ? previous : previous + groupWindowMs);
}

const kebab = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const templateOfKind = (kind: NotificationKind) => `notify-${kebab(kind)}` as TemplateName;

/**
 * Puts one email in the queue, due now or when its request's grouping window closes; never
 * throws for a duplicate (the same kind, source and receiver make one email however often they
 * are enqueued), and never sends: the worker does.
 */
export async function enqueueNotification(input: NotificationInput): Promise<void> {
  const at = now();
  try {
    await NotificationModel.create({
      key: `${input.kind}:${input.source}:${input.receiver}`,
      kind: input.kind,
      receiver: input.receiver,
      template: input.template ?? templateOfKind(input.kind),
      values: input.values,
      path: input.path,
      next_attempt_date: await groupedSendDate(input.receiver, input.path, at),
      created_date: at,
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Enqueues without letting a failure reach the action that caused it: the action has
 * happened whatever the queue does. A failure is logged.
 */
export function notifyQuietly(
  input: NotificationInput,
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  return enqueueNotification(input).catch((error: unknown) => {
    log.error({ err: error, kind: input.kind }, 'could not enqueue a notification');
  });
}
