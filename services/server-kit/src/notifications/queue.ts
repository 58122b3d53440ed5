import type { NotificationKind } from '@boatcare/shared-domain/schemas/notification';
import { now } from '../clock.ts';
import { NotificationModel } from '../models/notification.ts';
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

const kebab = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const templateOfKind = (kind: NotificationKind) => `notify-${kebab(kind)}` as TemplateName;

/**
 * Puts one email in the queue; never throws for a duplicate (the same kind, source and
 * receiver make one email however often they are enqueued), and never sends: the worker does.
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
      next_attempt_date: at,
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
