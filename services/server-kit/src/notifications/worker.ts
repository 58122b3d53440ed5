import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config.ts';
import { deliverDueNotifications } from './deliver.ts';
import { consumeJobEvents } from './job-events.ts';
import { consumeUserEventsForPush } from './push-events.ts';
import { pushEnabled } from '../push/send.ts';

/**
 * One round: turn new job events into queued emails and new user events into queued pushes,
 * then send what is due.
 */
export async function notificationRound(app: FastifyInstance, config: ServiceConfig) {
  await consumeJobEvents();
  // Without VAPID keys nothing could be pushed: no rows are queued to be skipped.
  if (pushEnabled(config)) await consumeUserEventsForPush();
  await deliverDueNotifications({ mailer: app.mailer, config });
}

/**
 * Runs the notification worker inside a service: a round every NOTIFICATIONS_INTERVAL_MS,
 * never two at once in this process (other processes are kept apart by the queue's claims),
 * stopped when the service closes; NOTIFICATIONS_INTERVAL_MS=0 turns it off (tests run rounds).
 * A failed round is logged and the next one tries again.
 */
export function startNotificationWorker(app: FastifyInstance, config: ServiceConfig): void {
  if (config.NOTIFICATIONS_INTERVAL_MS === 0) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = notificationRound(app, config)
      .catch((error: unknown) => app.log.error({ err: error }, 'notification round failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.NOTIFICATIONS_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
