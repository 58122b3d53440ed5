import { transitionJob } from '@boatcare/server-kit';
import {
  JobEventModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
} from '@boatcare/server-kit/models';
import { type JobActor } from '@boatcare/shared-domain/lifecycle';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { type JobStatus } from '@boatcare/shared-domain/schemas/job';
import { type LedgerKind } from '@boatcare/shared-domain/schemas/ledger';
import { bearer, type TestService } from '@boatcare/server-kit/testing';
import { acceptedOrder, confirm, createIntent, payWithCard } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An order paid through the real flow (intent, test card, confirmation), for a service `daysAhead`
 * days from now. The payment moves the job accepted -> paid and writes the charge.
 */
export async function paidOrder(
  service: TestService,
  { bid = 200_00, vip = false, daysAhead = 30 } = {},
) {
  const order = await acceptedOrder(service, { bid, vip });
  const job = await JobModel.findById(order.jobId).lean();
  await JobPostModel.updateOne(
    { _id: job?.jobPost },
    { $set: { preferredDate: new Date(Date.now() + daysAhead * DAY) } },
  );
  const intent = (await createIntent(service, order.owner.token, { jobId: order.jobId })).json();
  await payWithCard(service, order.owner.token, intent.paymentIntentId, TEST_CARDS.succeeds);
  const confirmed = (await confirm(service, order.owner.token, intent.paymentIntentId)).json();
  if (confirmed.paymentStatus !== 'completed')
    throw new Error('the test payment did not go through');
  return {
    ...order,
    intentId: intent.paymentIntentId as string,
    total: intent.details.totalAmount,
  };
}

/** The provider works the job and the owner confirms it (the completion engineer's routes do this). */
export async function confirmJob(order: {
  jobId: string;
  owner: { id: string };
  provider: { id: string };
}) {
  const provider = { role: 'provider' as const, userId: order.provider.id };
  await transitionJob(order.jobId, 'in_progress', provider);
  await transitionJob(order.jobId, 'done', provider);
  await transitionJob(order.jobId, 'confirmed', { role: 'owner', userId: order.owner.id });
}

export async function cancelJob(order: { jobId: string; owner: { id: string } }) {
  await transitionJob(order.jobId, 'cancelled', { role: 'owner', userId: order.owner.id });
}

/**
 * Writes a status change straight into the job and its event log, as the job machine would,
 * for orders the real flow cannot bring there (a Stripe-paid one: stripe-mock's intents never
 * succeed). The money worker reads the event on its next run.
 */
export async function forceStatus(
  jobId: string,
  from: JobStatus,
  to: JobStatus,
  actorRole: JobActor,
) {
  await JobModel.updateOne({ _id: jobId }, { $set: { status: to } });
  await JobEventModel.create({ job: jobId, from, to, actorRole });
}

/** The ledger entries of an order, by kind. */
export async function entriesOf(jobId: string) {
  const entries = await LedgerEntryModel.find({ job: jobId }).lean();
  return Object.fromEntries(entries.map((entry) => [entry.kind, entry]));
}

export const countOf = (jobId: string, kind: LedgerKind) =>
  LedgerEntryModel.countDocuments({ job: jobId, kind });

export function getAs(service: TestService, token: string, url: string) {
  return service.app.inject({ method: 'GET', url, headers: bearer(token) });
}
