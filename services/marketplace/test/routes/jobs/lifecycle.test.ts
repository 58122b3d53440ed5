import { describe, expect, it } from 'vitest';
import type { TestUser } from '@boatcare/server-kit/testing';
import { JobEventModel, JobModel, JobPostModel } from '@boatcare/server-kit/models';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';
import {
  changeStatus,
  jobIn,
  useJobParties,
  photosFor,
  workOf,
  type Parties,
} from './lifecycle-fixtures.ts';

const { service, people } = useJobParties();

type Who = keyof Parties | 'anonymous';
const EVERYONE: Who[] = [
  'owner',
  'provider',
  'admin',
  'otherOwner',
  'otherProvider',
  'club',
  'anonymous',
];

/** Every change a person can ask for, and who may make it (the contract's table). */
const TRANSITIONS: [JobStatus, JobStatus, Who[]][] = [
  ['accepted', 'cancelled', ['owner', 'provider', 'admin']],
  ['paid', 'in_progress', ['provider']],
  ['paid', 'cancelled', ['owner', 'provider', 'admin']],
  ['in_progress', 'done', ['provider']],
  ['done', 'confirmed', ['owner']],
  ['done', 'disputed', ['owner']],
  ['disputed', 'confirmed', ['admin']],
  ['disputed', 'cancelled', ['admin']],
];

/** What someone who may not make a change gets. */
const REFUSAL: Record<Exclude<Who, 'owner' | 'provider' | 'admin'>, [number, string]> = {
  otherOwner: [404, 'jobs.notFound'],
  otherProvider: [404, 'jobs.notFound'],
  club: [403, 'errors.forbidden'],
  anonymous: [401, 'errors.authRequired'],
};

const userOf = (who: Who): TestUser | null => (who === 'anonymous' ? null : people[who]);
const ROLE = { owner: 'owner', provider: 'provider', admin: 'admin' } as const;

describe('POST /jobs/{id}/status: every change and who may make it', () => {
  for (const [from, to, allowed] of TRANSITIONS) {
    for (const who of EVERYONE) {
      const may = allowed.includes(who);
      it(`${from} -> ${to} by ${who}: ${may ? 'done' : 'refused'}`, async () => {
        const job = await jobIn(people, from);
        if (to === 'done') await photosFor(job);
        const body =
          to === 'disputed' ? { status: to, reason: 'The hull is still green.' } : { status: to };
        const response = await changeStatus(service, userOf(who), job, body);
        const stored = await JobModel.findById(job).lean();
        if (may) {
          expect(response.statusCode).toBe(200);
          const work = response.json();
          expect(work.job.status).toBe(to);
          expect(work.events.at(-1)).toMatchObject({
            from,
            to,
            actorRole: ROLE[who as keyof typeof ROLE],
          });
          expect(stored?.status).toBe(to);
          expect(await JobEventModel.countDocuments({ job, from, to })).toBe(1);
          return;
        }
        const [code, key] =
          who === 'owner' || who === 'provider' || who === 'admin'
            ? [409, 'jobs.invalidTransition']
            : REFUSAL[who];
        expect(response.statusCode).toBe(code);
        expect(response.json().code).toBe(key);
        expect(stored?.status).toBe(from);
        expect(await JobEventModel.countDocuments({ job, from })).toBe(0);
      });
    }
  }

  it('refuses changes the machine does not have, and the platform’s own ones', async () => {
    const paid = await jobIn(people, 'paid');
    const skip = await changeStatus(service, people.provider, paid, { status: 'done' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('jobs.invalidTransition');
    const done = await jobIn(people, 'done');
    const late = await changeStatus(service, people.owner, done, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    for (const status of ['paid', 'paid_out', 'accepted', 'nonsense']) {
      const response = await changeStatus(service, people.admin, paid, { status });
      expect(response.statusCode).toBe(400);
    }
    expect((await JobModel.findById(paid).lean())?.status).toBe('paid');
  });

  it('needs a reason of at least 10 characters to dispute', async () => {
    const job = await jobIn(people, 'done');
    for (const reason of [undefined, '', 'too short']) {
      const response = await changeStatus(service, people.owner, job, {
        status: 'disputed',
        reason,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        path: 'reason',
        code: 'disputes.validation.reasonRequired',
      });
    }
    const long = await changeStatus(service, people.owner, job, {
      status: 'disputed',
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    const ok = await changeStatus(service, people.owner, job, {
      status: 'disputed',
      reason: '  Two stains left on the deck.  ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().dispute_reason).toBe('Two stains left on the deck.');
  });

  it('closes the request when its job is cancelled', async () => {
    const job = await jobIn(people, 'paid');
    const response = await changeStatus(service, people.owner, job, { status: 'cancelled' });
    expect(response.statusCode).toBe(200);
    const stored = await JobModel.findById(job).lean();
    expect((await JobPostModel.findById(stored?.jobPost).lean())?.status).toBe('cancelled');
  });

  it('answers 404 for a job that does not exist and 400 for a bad id', async () => {
    const missing = await changeStatus(service, people.admin, '0123456789abcdef01234567', {
      status: 'cancelled',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await changeStatus(service, people.admin, 'nope', { status: 'cancelled' })).statusCode,
    ).toBe(400);
  });
});

describe('confirm and dispute at the same time', () => {
  it('lets exactly one win; the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const job = await jobIn(people, 'done');
      const [confirm, dispute] = await Promise.all([
        changeStatus(service, people.owner, job, { status: 'confirmed' }),
        changeStatus(service, people.owner, job, {
          status: 'disputed',
          reason: 'Not what we agreed on.',
        }),
      ]);
      const codes = [confirm.statusCode, dispute.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = confirm.statusCode === 409 ? confirm : dispute;
      expect(['jobs.alreadyChanged', 'jobs.invalidTransition']).toContain(loser.json().code);
      const winner = confirm.statusCode === 200 ? 'confirmed' : 'disputed';
      expect((await JobModel.findById(job).lean())?.status).toBe(winner);
      expect(await JobEventModel.countDocuments({ job, from: 'done' })).toBe(1);
    }
  });
});

describe('GET /jobs/{id}/work', () => {
  it('shows the job to its owner, its provider and admins, each with what they may do', async () => {
    const job = await jobIn(people, 'paid');
    const expected = {
      owner: ['cancelled'],
      provider: ['in_progress', 'cancelled'],
      admin: ['cancelled'],
    };
    for (const who of ['owner', 'provider', 'admin'] as const) {
      const response = await workOf(service, people[who], job);
      expect(response.statusCode).toBe(200);
      const work = response.json();
      expect(work.viewer).toBe(who);
      expect(work.services).toEqual(['cleaning']);
      expect([...work.allowed].sort()).toEqual([...expected[who]].sort());
    }
    for (const who of ['otherOwner', 'otherProvider'] as const)
      expect((await workOf(service, people[who], job)).statusCode).toBe(404);
    expect((await workOf(service, people.club, job)).statusCode).toBe(403);
  });

  it('lists the ordered services, each needing photos', async () => {
    const job = await jobIn(people, 'in_progress', {
      services: { polishing: true, coating: 'wax', interior: false },
      flybridge: true,
    });
    const work = (await workOf(service, people.provider, job)).json();
    expect(work.services).toEqual(['cleaning', 'polishing', 'wax', 'flybridge']);
  });

  it('quotes the refund the terms give for cancelling now', async () => {
    const quote = async (job: string, who: 'owner' | 'provider' | 'admin' = 'owner') =>
      (await workOf(service, people[who], job)).json().refund;
    expect(await quote(await jobIn(people, 'accepted'))).toEqual({
      amount: 0,
      rule: 'nothingPaid',
    });
    expect(await quote(await jobIn(people, 'paid', { daysAhead: 3 }))).toEqual({
      amount: 105_00,
      rule: 'full',
    });
    expect(await quote(await jobIn(people, 'paid', { daysAhead: 1 }))).toEqual({
      amount: 52_50,
      rule: 'late',
    });
    const late = await jobIn(people, 'paid', { daysAhead: 1 });
    expect(await quote(late, 'provider')).toEqual({ amount: 105_00, rule: 'providerCancelled' });
    expect((await quote(late, 'admin')).amount).toBe(105_00);
  });
});
