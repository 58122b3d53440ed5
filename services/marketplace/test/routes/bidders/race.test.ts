import { afterAll, beforeAll, expect, it } from 'vitest';
import { UserModel } from '@boatcare/server-kit/models';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

const profile = (n: number) => ({
  title: `Harbour Care ${n}`,
  bio_description: 'We clean, polish and coat boats of every size in the harbours around Aarhus.',
  contact_number: '+4512345678',
  address: 'Havnegade 1, 8000 Aarhus C',
  latitude: 56.15,
  longitude: 10.21,
});

it('creates one bidder profile for ten parallel POST /bidders: one 201, nine 409', async () => {
  const provider = await service.createUser({ user_type: 2, service_range: 30 });
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      service.app.inject({
        method: 'POST',
        url: '/bidders',
        headers: bearer(provider.token),
        payload: profile(n),
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  for (const answer of answers.filter((a) => a.statusCode === 409))
    expect(answer.json()).toMatchObject({ statusCode: 409, code: 'bidder.profileExists' });
  const winner = answers.find((answer) => answer.statusCode === 201)?.json().data.title;
  const stored = await UserModel.findById(provider.id).lean();
  expect(stored?.bidder?.title).toBe(winner);
});
