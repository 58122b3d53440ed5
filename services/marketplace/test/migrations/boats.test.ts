import { describe, expect, it } from 'vitest';
import { JobPostModel } from '@boatcare/server-kit/models';
import { releaseOnce } from '@boatcare/server-kit';
import { useBeforeAll, useTestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../src/app.ts';
import { BOATS_MIGRATION, boatsFromRequests } from '../../src/migrations/boats.ts';
import { BoatModel } from '../../src/models/boats.ts';
import { createJobPost } from '../fixtures.ts';

const service = useTestService(marketplace);
const people = useBeforeAll(async () => ({
  owner: await service.createUser({ user_type: 1 }),
  other: await service.createUser({ user_type: 1 }),
}));

describe('the once-only migration from requests to boats', () => {
  it("makes one boat per owner's name, length and type, and links the requests", async () => {
    const { owner, other } = people;
    const same = [
      await createJobPost(owner.id, { boatName: 'Måge', lengthFeet: 28, boatType: 'Sailboat' }),
      await createJobPost(owner.id, { boatName: ' måge ', lengthFeet: 28, boatType: 'Sailboat' }),
    ];
    const longer = await createJobPost(owner.id, {
      boatName: 'Måge',
      lengthFeet: 30,
      boatType: 'Sailboat',
    });
    const theirs = await createJobPost(other.id, {
      boatName: 'Måge',
      lengthFeet: 28,
      boatType: 'Sailboat',
    });
    // The service ran the migration when it started (nothing to link then): let it run again.
    await releaseOnce(BOATS_MIGRATION);
    expect(await boatsFromRequests()).toBeGreaterThanOrEqual(3);
    const boatOf = async (id: string) => String((await JobPostModel.findById(id).lean())?.boat);
    const [first, second] = await Promise.all(same.map(boatOf));
    expect(first).toBe(second);
    expect(await boatOf(longer)).not.toBe(first);
    const theirBoat = await boatOf(theirs);
    expect(theirBoat).not.toBe(first);
    expect(String((await BoatModel.findById(theirBoat).lean())?.owner)).toBe(other.id);
    expect(await BoatModel.countDocuments({ owner: owner.id })).toBe(2);
    // Once only: a second run does nothing.
    await createJobPost(owner.id, { boatName: 'Later', lengthFeet: 20, boatType: 'RIB' });
    expect(await boatsFromRequests()).toBe(0);
  });
});
