import type { FastifyBaseLogger } from 'fastify';
import { JobEventModel, type JobEvent } from '@boatcare/server-kit/models';
import type { PaymentDriver } from '../drivers/index.ts';
import { MONEY_WORKER } from '../repositories/jobs.ts';
import { recordCharge } from '../repositories/ledger.ts';
import { refundCancelled } from './refund.ts';
import { releaseConfirmed } from './release.ts';

/** This consumer's name in an event's `handled` list. */
export { MONEY_WORKER };
const BATCH = 50;

export interface MoneyWorkerContext {
  driver: PaymentDriver;
  log: FastifyBaseLogger;
}

/** What the worker does for each kind of event it consumes; each step is idempotent. */
const HANDLERS = {
  // A payment: the charge and how it divides (settlement writes it too; this catches up).
  paid: async (event: JobEvent) => {
    await recordCharge(event.job);
    return true;
  },
  confirmed: releaseConfirmed,
  cancelled: refundCancelled,
} satisfies Record<string, (event: JobEvent, context: MoneyWorkerContext) => Promise<boolean>>;

/**
 * One pass over the job event log: every event of a kind this worker consumes whose `handled`
 * lacks its name is handled, oldest first, then marked. A handler answers false to be asked
 * again on the next pass (a payout waiting for the provider's account); a failure is logged and
 * retried too. Safe with several workers at once: everything written has a unique key, and the
 * payment provider's calls carry idempotency keys. Answers how many events were handled.
 */
export async function runMoneyWorkerOnce(context: MoneyWorkerContext): Promise<number> {
  let handled = 0;
  for (const to of Object.keys(HANDLERS) as (keyof typeof HANDLERS)[]) {
    const handle = HANDLERS[to];
    const events = await JobEventModel.find({ to, handled: { $ne: MONEY_WORKER } })
      .sort({ created_date: 1 })
      .limit(BATCH)
      .lean<JobEvent[]>();
    for (const event of events) {
      try {
        if (!(await handle(event, context))) continue;
        await JobEventModel.updateOne({ _id: event._id }, { $addToSet: { handled: MONEY_WORKER } });
        handled += 1;
      } catch (error) {
        context.log.error(
          { err: error, event: String(event._id), to },
          'money worker: event failed',
        );
      }
    }
  }
  return handled;
}

export interface MoneyWorker {
  /** One pass now (tests), after any pass under way. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the money worker every `intervalMs` inside the service, never two passes at once in one
 * process; 0 starts no timer (tests call runOnce). A pass never blocks a request.
 */
export function startMoneyWorker(context: MoneyWorkerContext, intervalMs: number): MoneyWorker {
  let running: Promise<number> = Promise.resolve(0);
  let busy = false;
  const runOnce = () => {
    const pass = async () => {
      busy = true;
      try {
        return await runMoneyWorkerOnce(context);
      } finally {
        busy = false;
      }
    };
    running = running.then(pass, pass);
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (busy) return;
          runOnce().catch((error: unknown) =>
            context.log.error({ err: error }, 'money worker: pass failed'),
          );
        }, intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
