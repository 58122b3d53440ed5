import { describe, expect, it } from 'vitest';
import { bearer, type TestUser } from '@boatcare/server-kit/testing';
import { changeStatus, jobIn, useJobParties, workOf } from './lifecycle-fixtures.ts';

const { service, people } = useJobParties();

const list = (user: TestUser | null, query = '') =>
  service.app.inject({
    url: `/jobs/disputes${query}`,
    headers: user ? bearer(user.token) : {},
  });

async function disputed(reason: string) {
  const job = await jobIn(people, 'done');
  const response = await changeStatus(service, people.owner, job, { status: 'disputed', reason });
  expect(response.statusCode).toBe(200);
  return job;
}

describe('disputes in the back office', () => {
  it('lists open disputes with the reason, newest first, and decided ones apart', async () => {
    const first = await disputed('The waterline is still green.');
    const second = await disputed('Scratches on the gelcoat after polishing.');
    const open = await list(people.admin);
    expect(open.statusCode).toBe(200);
    const body = open.json();
    expect(body.next).toBeNull();
    expect(body.items.map((d: { job: { id: string } }) => d.job.id)).toEqual([second, first]);
    expect(body.items[0]).toMatchObject({
      reason: 'Scratches on the gelcoat after polishing.',
      job: { status: 'disputed', boat: { boatName: 'Test boat' } },
    });

    // The admin reads one with both sides' photos and the reason, and releases it.
    const work = (await workOf(service, people.admin, first)).json();
    expect(work).toMatchObject({
      viewer: 'admin',
      dispute_reason: 'The waterline is still green.',
    });
    expect([...work.allowed].sort()).toEqual(['cancelled', 'confirmed']);
    const release = await changeStatus(service, people.admin, first, { status: 'confirmed' });
    expect(release.statusCode).toBe(200);
    expect(release.json().events.at(-1)).toMatchObject({
      from: 'disputed',
      to: 'confirmed',
      actorRole: 'admin',
    });
    const refund = await changeStatus(service, people.admin, second, { status: 'cancelled' });
    expect(refund.json().job.status).toBe('cancelled');

    expect((await list(people.admin)).json()).toEqual({ items: [], next: null });
    const decided = (await list(people.admin, '?state=decided')).json();
    expect(decided.items.map((d: { job: { status: string } }) => d.job.status)).toEqual([
      'cancelled',
      'confirmed',
    ]);
    // Decided is decided: a second decision is refused.
    const again = await changeStatus(service, people.admin, first, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
  });

  it('pages by cursor: two pages, no dispute twice or lost, the state kept', async () => {
    const opened = [
      await disputed('The hull is still dirty.'),
      await disputed('The deck was not cleaned.'),
      await disputed('The polish left swirl marks.'),
    ];
    const decidedOne = opened[1] as string;
    expect(
      (await changeStatus(service, people.admin, decidedOne, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    const open = opened.filter((id) => id !== decidedOne).reverse();
    const ids = (body: { items: { job: { id: string } }[] }) => body.items.map((d) => d.job.id);

    const first = (await list(people.admin, '?limit=1')).json();
    expect(ids(first)).toEqual([open[0]]);
    expect(first.next).toEqual(expect.any(String));
    const second = (await list(people.admin, `?limit=1&after=${first.next}`)).json();
    expect(ids(second)).toEqual([open[1]]);
    // The decided dispute between them is skipped, and no page follows the last open one.
    expect(second.next).toBeNull();
    const decided = (await list(people.admin, '?state=decided&limit=50')).json();
    expect(ids(decided)).toContain(decidedOne);
    expect(ids(decided)).not.toContain(open[0]);
  });

  it('refuses a cursor it did not give', async () => {
    for (const after of ['nonsense', 'WzEsMl0', Buffer.from('[1,"zz"]').toString('base64url')]) {
      const response = await list(people.admin, `?after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badCursor');
    }
  });

  it('is for admins only', async () => {
    for (const who of ['owner', 'provider', 'club'] as const)
      expect((await list(people[who])).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(people.admin, '?state=maybe')).statusCode).toBe(400);
  });
});
