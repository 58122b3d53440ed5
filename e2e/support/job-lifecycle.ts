import { expect, type APIRequestContext } from '@playwright/test';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import type { JobStatusBody } from '@boatcare/shared-domain/schemas/job-work';
import { call, photoFile, tokenOf } from './api.ts';
import { acceptedOrder, type NewOwner } from './payment-setup.ts';

export { PHOTO } from './api.ts';

export interface PaidJob {
  jobId: string;
  postId: string;
}

/** Pays an order with the test card through the API, as the payment page does. */
export async function payWithTestCard(request: APIRequestContext, token: string, jobId: string) {
  const intent = await call(request, payments.createIntent, { token, body: { jobId } });
  const params = { paymentIntentId: intent.paymentIntentId };
  await call(request, payments.testModeConfirm, {
    token,
    params,
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  await call(request, payments.confirm, { token, params });
}

/**
 * An order of `owner` with the demo provider, paid with the test card through the API (as the
 * payment page would), so the job is 'paid'.
 */
export async function paidJob(
  request: APIRequestContext,
  owner: NewOwner,
  bidCents: number,
): Promise<PaidJob> {
  const { jobId } = await acceptedOrder(request, owner, bidCents);
  const token = owner.token;
  await payWithTestCard(request, token, jobId);
  const job = await call(request, jobs.get, { token, params: { id: jobId } });
  await expect
    .poll(
      async () => (await call(request, jobWork.work, { token, params: { id: jobId } })).job.status,
    )
    .toBe('paid');
  return { jobId, postId: job.jobPostId };
}

/** The demo provider's token. */
export const providerToken = (request: APIRequestContext) => tokenOf(request, 'provider');

/**
 * One move of the job machine through the job-status endpoint with the actor's own session (what
 * the completion screens' buttons do); a dispute's reason when there is one.
 */
export function moveThroughApi(
  request: APIRequestContext,
  token: string,
  jobId: string,
  status: JobStatusBody['status'],
  reason?: string,
) {
  return call(request, jobWork.changeStatus, {
    token,
    params: { id: jobId },
    body: { status, ...(reason ? { reason } : {}) },
  });
}

/** The provider starts the job, adds a before and an after photo of cleaning, marks it done. */
export async function finishThroughApi(request: APIRequestContext, token: string, jobId: string) {
  await moveThroughApi(request, token, jobId, 'in_progress');
  for (const phase of ['before', 'after']) {
    await call(request, jobWork.addPhotos, {
      token,
      params: { id: jobId },
      multipart: { phase, service: 'cleaning', image: photoFile(`${phase}.png`) },
    });
  }
  await moveThroughApi(request, token, jobId, 'done');
}

export { shoot } from './screens.ts';
