import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts.ts';
import { acceptedOrder, type NewOwner } from './payment-setup.ts';

// A 16x12 PNG: a before or after photo (the server checks the bytes).
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGPgr+khCTGMahjVgB0BAAIc0UFLTHOlAAAAAElFTkSuQmCC',
  'base64',
);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

export interface PaidJob {
  jobId: string;
  postId: string;
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
  const intent = await ok<{ paymentIntentId: string }>(
    await request.post('/v1/payments/create-intent', {
      headers: auth(owner.token),
      data: { jobId },
    }),
  );
  await ok(
    await request.post(`/v1/payments/test-mode/${intent.paymentIntentId}/confirm`, {
      headers: auth(owner.token),
      data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    }),
  );
  await ok(
    await request.put(`/v1/payments/${intent.paymentIntentId}/confirm`, {
      headers: auth(owner.token),
    }),
  );
  const job = await ok<{ jobPostId: string }>(
    await request.get(`/v1/jobs/${jobId}`, { headers: auth(owner.token) }),
  );
  await expect
    .poll(async () => {
      const work = await request.get(`/v1/jobs/${jobId}/work`, { headers: auth(owner.token) });
      return ((await work.json()) as { job: { status: string } }).job.status;
    })
    .toBe('paid');
  return { jobId, postId: job.jobPostId };
}

/** The demo provider's token. */
export async function providerToken(request: APIRequestContext): Promise<string> {
  const session = await ok<{ access_token: string }>(
    await request.post('/v1/auth/login', {
      data: { email: DEMO.provider.email, password: DEMO_PASSWORD },
    }),
  );
  return session.access_token;
}

/**
 * One move of the job machine through POST /jobs/{id}/status with the actor's own session (what
 * the completion screens' buttons do); a dispute's reason when there is one.
 */
export async function moveThroughApi(
  request: APIRequestContext,
  token: string,
  jobId: string,
  status: string,
  reason?: string,
) {
  return ok<{ job: { status: string } }>(
    await request.post(`/v1/jobs/${jobId}/status`, {
      headers: auth(token),
      data: { status, ...(reason ? { reason } : {}) },
    }),
  );
}

/** The provider starts the job, adds a before and an after photo of cleaning, marks it done. */
export async function finishThroughApi(request: APIRequestContext, token: string, jobId: string) {
  await moveThroughApi(request, token, jobId, 'in_progress');
  for (const phase of ['before', 'after']) {
    await ok(
      await request.put(`/v1/jobs/${jobId}/photos`, {
        headers: auth(token),
        multipart: {
          phase,
          service: 'cleaning',
          image: { name: `${phase}.png`, mimeType: 'image/png', buffer: PHOTO },
        },
      }),
    );
  }
  await moveThroughApi(request, token, jobId, 'done');
}

/** Screenshots at 1280 and 375 px when SCREENSHOTS_DIR is set (for looking at, not asserted). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
