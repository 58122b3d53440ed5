import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { JobModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import {
  changeStatus,
  jobIn,
  partiesOf,
  photosFor,
  workOf,
  type Parties,
} from './lifecycle-fixtures.ts';

let service: TestService;
let people: Parties;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  people = await partiesOf(service);
});
afterAll(() => service.close());

interface Photo {
  id: string;
  phase: string;
}

/** Database round trips to wait before the removal is sent, so each round meets "done" elsewhere. */
const OFFSETS = Array.from({ length: 16 }, (_, index) => index);

describe('removing a photo while the job is marked done', () => {
  it('never leaves a done job without its photos: of the two requests at most one wins', async () => {
    for (const offset of OFFSETS) {
      const job = await jobIn(people, 'in_progress');
      await photosFor(job);
      const photos = (await workOf(service, people.provider, job)).json().photos as Photo[];
      const after = photos.find((photo) => photo.phase === 'after');
      // The provider's two taps (or two devices): "done" is sent, the removal a moment later.
      const doneSent = changeStatus(service, people.provider, job, { status: 'done' });
      for (let trip = 0; trip < offset; trip += 1) await JobModel.exists({ _id: job });
      const [removal, done] = await Promise.all([
        service.app.inject({
          method: 'DELETE',
          url: `/jobs/${job}/photos/${after!.id}`,
          headers: bearer(people.provider.token),
        }),
        doneSent,
      ]);
      const work = (await workOf(service, people.owner, job)).json();
      const seen = { offset, removal: removal.statusCode, done: done.statusCode };
      expect([seen.removal, seen.done], JSON.stringify(seen)).not.toEqual([200, 200]);
      if (work.job.status === 'done') {
        expect(seen.done).toBe(200);
        expect(work.photos.map((photo: Photo) => photo.phase).sort(), JSON.stringify(seen)).toEqual(
          ['after', 'before'],
        );
      } else {
        expect(work.job.status).toBe('in_progress');
        expect(seen.done).toBe(409);
      }
      if (seen.removal === 200) expect(work.photos).toHaveLength(1);
      else expect(seen.removal).toBe(409);
    }
  });
});
