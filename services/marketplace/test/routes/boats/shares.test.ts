import { afterEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import { useBeforeAll, useTestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createJob, createJobPost } from '../../fixtures.ts';
import { driveJob } from '../../social.ts';
import { photosFor } from '../jobs/lifecycle-fixtures.ts';
import { addBoat, call, upload } from './boats-fixtures.ts';

const service = useTestService(marketplace);
const people = useBeforeAll(async () => ({
  owner: await service.createUser({ user_type: 1 }),
  other: await service.createUser({ user_type: 1 }),
  provider: await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE }),
}));
afterEach(() => setClockOffset(0));

const DAY = 24 * 60 * 60 * 1000;

/** A boat with a confirmed job (with photos) and an own entry. */
async function boatWithHistory() {
  const boat = await addBoat(service, people.owner);
  const post = await createJobPost(people.owner.id, {
    boat,
    status: 'bid_accepted',
    title: 'Wash',
  });
  const job = await createJob({
    jobPost: post,
    auctioneer: people.owner.id,
    bidder: people.provider.id,
    bid_amount: 300_00,
  });
  await photosFor(job);
  await driveJob(job, people.owner.id, people.provider.id, 'confirmed');
  await upload(
    service,
    people.owner,
    `/boats/${boat}/logbook`,
    {
      kind: 'haulOut',
      date: '2026-10-01',
      title: 'Haul-out at the yard',
    },
    [],
  );
  return boat;
}

const open = (token: string) => call(service, null, 'GET', `/boats/shared/${token}`);

describe('share links', () => {
  it('open signed out, showing only what the owner chose', async () => {
    const boat = await boatWithHistory();
    const made = await call(service, people.owner, 'POST', `/boats/${boat}/shares`, {
      days: 30,
      label: 'Insurer',
      includePhotos: false,
      includeAmounts: false,
      includeOwnEntries: false,
    });
    expect(made.statusCode).toBe(201);
    const share = made.json().data;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.path).toBe(`shared/boat/${share.token}`);
    const shown = await open(share.token);
    expect(shown.statusCode).toBe(200);
    const { boat: facts, logbook } = shown.json().data;
    expect(facts).toMatchObject({
      boatName: 'Havørn',
      harbour: 'Nyhavn, København, Denmark',
      photos: [],
    });
    expect(facts).not.toHaveProperty('location');
    expect(facts).not.toHaveProperty('dockNumber');
    expect(logbook).toHaveLength(1);
    expect(logbook[0]).toMatchObject({ source: 'job', amount: null, photos: [] });

    const everything = (
      await call(service, people.owner, 'POST', `/boats/${boat}/shares`, {
        days: 30,
        includePhotos: true,
        includeAmounts: true,
        includeOwnEntries: true,
      })
    ).json().data;
    const full = (await open(everything.token)).json().data.logbook;
    expect(full).toHaveLength(2);
    expect(full.find((entry: { source: string }) => entry.source === 'job')).toMatchObject({
      amount: 300_00,
      photos: [expect.anything(), expect.anything()],
    });
  });

  it('stop working when revoked or expired; an unknown token is not found', async () => {
    const boat = await boatWithHistory();
    const share = (
      await call(service, people.owner, 'POST', `/boats/${boat}/shares`, { days: 7 })
    ).json().data;
    expect((await open(share.token)).statusCode).toBe(200);
    setClockOffset(8 * DAY);
    const expired = await open(share.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('boats.share.gone');
    setClockOffset(0);

    const other = (
      await call(service, people.owner, 'POST', `/boats/${boat}/shares`, { days: 7 })
    ).json().data;
    // Another owner cannot revoke it.
    const otherBoat = await addBoat(service, people.other);
    expect(
      (await call(service, people.other, 'DELETE', `/boats/${otherBoat}/shares/${other.id}`))
        .statusCode,
    ).toBe(404);
    expect((await open(other.token)).statusCode).toBe(200);
    const revoked = await call(
      service,
      people.owner,
      'DELETE',
      `/boats/${boat}/shares/${other.id}`,
    );
    expect(revoked.json().data.revoked).toBe(true);
    expect((await open(other.token)).statusCode).toBe(410);
    const list = (await call(service, people.owner, 'GET', `/boats/${boat}/shares`)).json().data;
    expect(list.map((one: { revoked: boolean }) => one.revoked)).toEqual([true, false]);

    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('refuses a link for more than a year', async () => {
    const boat = await addBoat(service, people.owner);
    const response = await call(service, people.owner, 'POST', `/boats/${boat}/shares`, {
      days: 366,
    });
    expect(response.statusCode).toBe(400);
  });
});
