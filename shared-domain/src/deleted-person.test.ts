import { describe, expect, it } from 'vitest';
import da from './i18n/da_translation.json' with { type: 'json' };
import en from './i18n/en_translation.json' with { type: 'json' };
import { DELETED_PERSON, labelDeleted } from './deleted-person.ts';

describe('labelDeleted', () => {
  const order = {
    id: 'j1',
    auctioneer: { company_name: DELETED_PERSON, contact_number: '' },
    reviews: [{ author: `${DELETED_PERSON}`, text: 'Fine work' }],
    amount: 120_00,
    paid: true,
    created: null,
  };

  it("shows a deleted account's marker in the reader's language, wherever it is", () => {
    const english = labelDeleted(order, en.personalData.deletedUser);
    expect(english.auctioneer.company_name).toBe('Deleted user');
    expect(english.reviews[0]?.author).toBe('Deleted user');
    const danish = labelDeleted(order, da.personalData.deletedUser);
    expect(danish.auctioneer.company_name).toBe('Slettet bruger');
    expect(danish).toMatchObject({ amount: 120_00, paid: true, created: null });
    // The stored answer itself is left as it was.
    expect(order.auctioneer.company_name).toBe(DELETED_PERSON);
  });

  it('answers the very same objects where there is no marker (unchanged for React)', () => {
    const plain = { id: 'j2', bidder: { title: 'Harbour Care' }, photos: [{ url: '/x' }] };
    const labelled = labelDeleted(plain, 'Deleted user');
    expect(labelled).toBe(plain);
    const mixed = { ...plain, auctioneer: { company_name: DELETED_PERSON } };
    const relabelled = labelDeleted(mixed, 'Deleted user');
    expect(relabelled).not.toBe(mixed);
    expect(relabelled.bidder).toBe(plain.bidder);
  });
});
