import { PushSubscriptionModel } from '../models/push-subscription.ts';
import { UserModel } from '../models/user.ts';
import { messageIn } from '../messages.ts';
import type { ServiceConfig } from '../config.ts';
import { PushGone, pushEnabled, sendPush, type PushConfig } from '../push/send.ts';
import { pushEndpointAllowed } from '../push/subscriptions.ts';
import type { Row } from './deliver.ts';
import { valuesFor } from './format.ts';

/** An event's text in a language (`userEvents.<kind>`), as the notification centre shows it. */
export function eventText(language: string, kind: string, values: Record<string, string>) {
  return messageIn(language, `userEvents.${kind}`).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
}

/**
 * Sends one queued push to its device: the event's text in the receiver's language, the event's
 * id as the notification's tag (shown once, however often it arrives) and the page it leads to.
 * Skipped when the receiver turned the kind's push off, the device is gone or push is off; a
 * device the push service says is gone is removed.
 */
export async function sendPushRow(
  row: Row,
  config: Pick<ServiceConfig, 'PUBLIC_ORIGIN' | 'NODE_ENV'> & PushConfig,
): Promise<'sent' | 'skipped'> {
  const user = await UserModel.findById(row.receiver, {
    language_code: 1,
    status: 1,
    push_off: 1,
  }).lean();
  if (!user || user.status !== 'active') return 'skipped';
  if ((user.push_off ?? []).includes(row.kind)) return 'skipped';
  const device = await PushSubscriptionModel.findOne({
    _id: row.subscription,
    user: row.receiver,
  }).lean();
  const production = config.NODE_ENV === 'production';
  if (!device || !pushEnabled(config) || !pushEndpointAllowed(device.endpoint, production))
    return 'skipped';
  const language = user.language_code ?? 'en';
  const origin = config.PUBLIC_ORIGIN.replace(/\/$/, '');
  try {
    await sendPush(
      device,
      {
        title: 'BoatCare',
        // A care reminder's item and day become words and a date, as in its email.
        body: eventText(
          language,
          row.kind,
          valuesFor(row.values as Record<string, string>, language),
        ),
        tag: String(row.event),
        url: `${origin}/${language}${row.path ? `/${row.path}` : ''}`,
      },
      config,
    );
  } catch (error) {
    if (!(error instanceof PushGone)) throw error;
    await PushSubscriptionModel.deleteOne({ _id: device._id });
    return 'skipped';
  }
  return 'sent';
}
