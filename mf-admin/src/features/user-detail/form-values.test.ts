import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@boatcare/shared-domain/schemas/admin-people';
import { userForm, valuesOf } from './form-values.ts';

const provider: AdminUserDetail = {
  id: '6b04366e3064c1b1ed23d42c',
  first_name: 'Ole',
  last_name: 'Hansen',
  email: 'ole@boatcare.test',
  user_type: 2,
  status: 'active',
  service_range: 25,
  profile_pic: '',
  language_code: 'da',
  currency_code: 'DKK',
  auctioneer: null,
  bidder: null,
  gate_fee_paid: false,
  created_date: '2030-05-01T00:00:00.000Z',
};

describe('the user edit form', () => {
  it('leaves out the profile of a provider without one until a title is typed', () => {
    const values = valuesOf(provider);
    const saved = userForm(false).parse({ ...values, service_range: '30' });
    expect(saved.bidder).toBeUndefined();
    expect(saved.service_range).toBe(30);
    const typed = { ...values, bidder: { ...values.bidder!, title: 'Hull care' } };
    expect(
      userForm(false)
        .safeParse(typed)
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(expect.arrayContaining(['bidder.bio_description', 'bidder.contact_number']));
  });

  it('sends a profile with its coordinates as numbers (comma decimals too)', () => {
    const values = valuesOf({
      ...provider,
      bidder: {
        title: 'Hull care',
        bio_description: 'Twenty years of antifouling',
        bio_discription: 'Twenty years of antifouling',
        gate_fee_paid: false,
        contact_number: '+45 12 34 56 78',
        address: 'Nyhavn',
        latitude: 55.68,
        longitude: 12.59,
        stripeCustomerId: '',
      },
    });
    const saved = userForm(true).parse({
      ...values,
      bidder: { ...values.bidder!, latitude: '55,7' },
    });
    expect(saved.bidder).toMatchObject({ latitude: 55.7, longitude: 12.59 });
  });
});
