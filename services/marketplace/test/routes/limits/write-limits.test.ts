import { describe, it } from 'vitest';
import {
  bearer,
  expectRefusedOverItsLimit,
  useTestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { auth, bids, jobpost, reviews } from '@boatcare/shared-domain/endpoints';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE } from '../../fixtures.ts';

/**
 * One write of each limit kind the marketplace answers, sent one more time than its declared
 * limit allows (docs/security.md has the table): the last is refused with 429, Retry-After and
 * the kind's translated code. A missing record still counts: the limit is checked first.
 */
const service = useTestService(marketplace, { NOTIFICATIONS_INTERVAL_MS: '0' });
const MISSING = '0123456789abcdef01234567';

const as = (user: TestUser, ip: string) => ({ ...bearer(user.token), 'x-forwarded-for': ip });

describe('repeat limits, one write of each kind', () => {
  it('sign-up: per IP', async () => {
    await expectRefusedOverItsLimit(auth.register, (i) =>
      service.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { 'x-forwarded-for': '198.51.100.1' },
        payload: {
          first_name: 'Many',
          last_name: 'Accounts',
          email: `many-${i}@boatcare.test`,
          password: 'a-long-enough-password',
          role: 'customer',
          user_type: 1,
        },
      }),
    );
  });

  it('posting: per user (a review)', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await expectRefusedOverItsLimit(reviews.save, () =>
      service.app.inject({
        method: 'PUT',
        url: `/reviews/job/${MISSING}`,
        headers: as(owner, '198.51.100.2'),
        payload: { rating: 5, text: 'Great' },
      }),
    );
  });

  it('bidding: per user', async () => {
    const provider = await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE });
    await expectRefusedOverItsLimit(bids.place, () =>
      service.app.inject({
        method: 'POST',
        url: '/bids',
        headers: as(provider, '198.51.100.3'),
        payload: { jobPostId: MISSING, bid_amount: 10_000 },
      }),
    );
  });

  it('editing: per user (cancelling a request)', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await expectRefusedOverItsLimit(jobpost.cancel, () =>
      service.app.inject({
        method: 'POST',
        url: `/jobpost/${MISSING}/cancel`,
        headers: as(owner, '198.51.100.4'),
      }),
    );
  });

  it('settings: per user', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await expectRefusedOverItsLimit(auth.saveSettings, (i) =>
      service.app.inject({
        method: 'PUT',
        url: '/auth/settings',
        headers: as(owner, '198.51.100.5'),
        payload: { language_code: i % 2 ? 'da' : 'en', currency_code: 'DKK' },
      }),
    );
  });
});
