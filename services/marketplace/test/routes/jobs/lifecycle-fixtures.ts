import {
  bearer,
  useBeforeAll,
  useTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobModel } from '@boatcare/server-kit/models';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';
import { JobPhotoModel } from '../../../src/models/job-photo.ts';
import { BIDDER_PROFILE, createBid, createJobPost } from '../../fixtures.ts';
import { marketplace } from '../../../src/app.ts';

/** Everyone who might touch a job: its two sides, an admin, strangers of each kind, a club. */
export interface Parties {
  owner: TestUser;
  provider: TestUser;
  admin: TestUser;
  otherOwner: TestUser;
  otherProvider: TestUser;
  club: TestUser;
}

export async function partiesOf(service: TestService): Promise<Parties> {
  const provider = { user_type: 2 as const, bidder: BIDDER_PROFILE };
  return {
    owner: await service.createUser({ user_type: 1, first_name: 'Olga', last_name: 'Owner' }),
    provider: await service.createUser(provider),
    admin: await service.createUser({ user_type: 0 }),
    otherOwner: await service.createUser({ user_type: 1 }),
    otherProvider: await service.createUser(provider),
    club: await service.createUser({ user_type: 3 }),
  };
}

/**
 * The marketplace built once for a test file, with the six parties of a job's life
 * (`const { service, people } = useJobParties()`).
 */
export function useJobParties() {
  const service = useTestService(marketplace);
  const people = useBeforeAll(() => partiesOf(service));
  return { service, people };
}

const DAY = 24 * 3600 * 1000;

/**
 * A job of `owner` done by `provider`, put straight into `status` (with a paid payment from
 * 'paid' on), its service `daysAhead` days away. Cleaning only, unless the request says more.
 */
export async function jobIn(
  { owner, provider }: Pick<Parties, 'owner' | 'provider'>,
  status: JobStatus,
  {
    daysAhead = 10,
    amount = 105_00,
    ...post
  }: { daysAhead?: number; amount?: number } & Record<string, unknown> = {},
): Promise<string> {
  const start = new Date(Date.now() + daysAhead * DAY);
  const jobPost = await createJobPost(owner.id, { preferredDate: start, ...post });
  const bid = await createBid(jobPost, provider.id, 100_00);
  const job = await JobModel.create({
    jobPost,
    bid,
    auctioneer: owner.id,
    bidder: provider.id,
    bid_amount: 100_00,
    payment_amount: amount,
    payment_status: status === 'accepted' ? 'pending' : 'completed',
    status,
    job_start_date: start,
    status_changed_date: new Date(),
  });
  return String(job._id);
}

/** Before and after records for every given service, without going through uploads. */
export async function photosFor(job: string, services: string[] = ['cleaning']) {
  await JobPhotoModel.insertMany(
    services.flatMap((service) =>
      (['before', 'after'] as const).map((phase) => ({
        job,
        phase,
        service,
        key: `jobs/${job}/00000000-0000-4000-8000-00000000000${phase === 'before' ? 1 : 2}.jpg`,
        thumbKey: `jobs/${job}/00000000-0000-4000-8000-00000000000${phase === 'before' ? 1 : 2}-thumb.webp`,
        contentType: 'image/jpeg',
      })),
    ),
  );
}

/** POST /jobs/{id}/status as `user` (or anonymously). */
export const changeStatus = (
  service: TestService,
  user: TestUser | null,
  job: string,
  body: Record<string, unknown>,
) =>
  service.app.inject({
    method: 'POST',
    url: `/jobs/${job}/status`,
    headers: user ? bearer(user.token) : {},
    payload: body,
  });

export const workOf = (service: TestService, user: TestUser, job: string) =>
  service.app.inject({ method: 'GET', url: `/jobs/${job}/work`, headers: bearer(user.token) });
