import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { JobEventModel, JobModel } from '@boatcare/server-kit/models';
import { AUTO_CONFIRM_AFTER_MS } from '@boatcare/shared-domain/lifecycle';
import { marketplace } from '../../src/app.ts';
import { autoConfirmDue } from '../../src/workers/auto-confirm.ts';
import {
  changeStatus,
  jobIn,
  partiesOf,
  photosFor,
  type Parties,
} from '../routes/jobs/lifecycle-fixtures.ts';

let service: TestService;
let people: Parties;
const MINUTE = 60_000;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  people = await partiesOf(service);
});
afterEach(() => setClockOffset(0));
afterAll(() => service.close());

/** A job the provider has just marked done, through the route (the clock stamps it). */
async function justDone() {
  const job = await jobIn(people, 'in_progress');
  await photosFor(job);
  expect((await changeStatus(service, people.provider, job, { status: 'done' })).statusCode).toBe(
    200,
  );
  return job;
}
const statusOf = async (job: string) => (await JobModel.findById(job).lean())?.status;

describe('auto-confirm, 72 hours after done', () => {
  it('confirms nothing before the deadline and the job after it, as the platform', async () => {
    const job = await justDone();
    expect(await autoConfirmDue()).toBe(0);
    setClockOffset(AUTO_CONFIRM_AFTER_MS - MINUTE);
    expect(await autoConfirmDue()).toBe(0);
    expect(await statusOf(job)).toBe('done');

    setClockOffset(AUTO_CONFIRM_AFTER_MS + MINUTE);
    // This run or the service's own worker (it runs every second here) confirms it.
    await autoConfirmDue();
    expect(await statusOf(job)).toBe('confirmed');
    const event = await JobEventModel.findOne({ job, from: 'done' }).lean();
    expect(event).toMatchObject({ to: 'confirmed', actorRole: 'system', actor: null });
    // The owner can no longer dispute it.
    const late = await changeStatus(service, people.owner, job, {
      status: 'disputed',
      reason: 'Too late to complain now.',
    });
    expect(late.statusCode).toBe(409);
  });

  it('leaves disputed and confirmed jobs alone, and is safe to run twice at once', async () => {
    const disputed = await justDone();
    await changeStatus(service, people.owner, disputed, {
      status: 'disputed',
      reason: 'The deck is still dirty.',
    });
    const due = await justDone();
    setClockOffset(AUTO_CONFIRM_AFTER_MS + MINUTE);
    const [a, b] = await Promise.all([autoConfirmDue(), autoConfirmDue()]);
    // At most one of the two (or the service's own worker) moves it.
    expect(a + b).toBeLessThanOrEqual(1);
    expect(await statusOf(due)).toBe('confirmed');
    expect(await statusOf(disputed)).toBe('disputed');
    expect(await JobEventModel.countDocuments({ job: due, from: 'done' })).toBe(1);
  });

  it('runs by itself inside the service', async () => {
    const job = await justDone();
    setClockOffset(AUTO_CONFIRM_AFTER_MS + MINUTE);
    await expect.poll(() => statusOf(job), { timeout: 10_000, interval: 250 }).toBe('confirmed');
  });
});
