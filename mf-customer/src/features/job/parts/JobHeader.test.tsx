import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  OWNER_JOB_STATES,
  ownerJobState,
  type OwnerJobState,
} from '@boatcare/shared-domain/lifecycle';
import { JobHeader } from './JobHeader.tsx';

/** What the owner reads and may do in each state (English). */
const EXPECTED: Record<OwnerJobState, { words: string; action: string | null }> = {
  posted: { words: 'Waiting for offers', action: null },
  offers: { words: '3 offers to compare', action: 'Compare 3 offers' },
  accepted: { words: 'Offer accepted: waiting for your payment', action: 'Pay DKK 2,557' },
  paid: { words: 'Paid', action: null },
  in_progress: { words: 'Work in progress', action: null },
  done: { words: 'The work is done: please check it', action: 'Confirm the work' },
  confirmed: { words: 'Confirmed: how did it go?', action: 'Leave a review' },
  reviewed: { words: 'Finished and reviewed', action: null },
  cancelled: { words: 'Cancelled', action: null },
  disputed: { words: 'Under review', action: null },
};

const renderHeader = (state: OwnerJobState, onAction = vi.fn()) =>
  render(
    <JobHeader
      state={state}
      offerCount={3}
      payAmount="DKK 2,557"
      provider="Berg Marine"
      onAction={onAction}
    >
      <button type="button">Cancel request</button>
    </JobHeader>,
  );

describe('JobHeader: the state in words and its one primary action', () => {
  it.each(OWNER_JOB_STATES)('%s', (state) => {
    renderHeader(state);
    const { words, action } = EXPECTED[state];
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(words);
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    // The primary action comes first, the secondary ones below it.
    expect(buttons).toEqual(action ? [action, 'Cancel request'] : ['Cancel request']);
  });

  it('hands the action to the page when pressed', () => {
    const onAction = vi.fn();
    renderHeader('accepted', onAction);
    fireEvent.click(screen.getByRole('button', { name: 'Pay DKK 2,557' }));
    expect(onAction).toHaveBeenCalledWith('pay');
  });

  it('sends the owner of a visit paid with the season to the plan, never to "Pay"', () => {
    render(
      <MemoryRouter>
        <JobHeader
          state="accepted"
          offerCount={1}
          payAmount="DKK 2,557"
          provider="Berg Marine"
          seasonPlan="/en/plans/p1"
          onAction={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Paid with the season');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the care plan' }).getAttribute('href')).toBe(
      '/en/plans/p1',
    );
  });

  it('says paid once the season is paid (the plan link is for the unpaid visit only)', () => {
    render(
      <MemoryRouter>
        <JobHeader state="paid" offerCount={1} seasonPlan="/en/plans/p1" onAction={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Paid');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ownerJobState: one state for list, page and header', () => {
  const order = (status: 'accepted' | 'paid' | 'confirmed', paid = false, reviewed = false) => ({
    status,
    payment_status: paid ? ('completed' as const) : ('pending' as const),
    reviewed,
  });
  it('reads the request before an order, the order after', () => {
    expect(ownerJobState({ status: 'active', offerCount: 0 })).toBe('posted');
    expect(ownerJobState({ status: 'bid_placed', offerCount: 2 })).toBe('offers');
    expect(ownerJobState({ status: 'cancelled', offerCount: 2, order: null })).toBe('cancelled');
    expect(ownerJobState({ status: 'bid_accepted', offerCount: 2, order: order('accepted') })).toBe(
      'accepted',
    );
    expect(
      ownerJobState({ status: 'bid_accepted', offerCount: 2, order: order('paid', true) }),
    ).toBe('paid');
  });
  it('shows an order paid as paid even before its status moved on (never "pay" twice)', () => {
    expect(
      ownerJobState({ status: 'bid_accepted', offerCount: 1, order: order('accepted', true) }),
    ).toBe('paid');
  });
  it('asks for the review until the owner has written it', () => {
    expect(
      ownerJobState({ status: 'bid_accepted', offerCount: 1, order: order('confirmed', true) }),
    ).toBe('confirmed');
    expect(
      ownerJobState({
        status: 'bid_accepted',
        offerCount: 1,
        order: order('confirmed', true, true),
      }),
    ).toBe('reviewed');
  });
});
