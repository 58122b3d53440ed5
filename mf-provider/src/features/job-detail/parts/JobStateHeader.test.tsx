import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { primaryActionOf, providerJobState, type PrimaryAction } from '../job-state.ts';
import { JobStateHeader } from './JobStateHeader.tsx';

type Facts = Pick<JobPostDetail, 'status' | 'mybid' | 'job'>;
type Work = Pick<JobWork, 'services' | 'photos' | 'allowed'>;

const order = (status: NonNullable<Facts['job']>['status']): Facts['job'] => ({
  id: 'j1',
  status,
  reviewed: false,
  title: 'Havfruen',
  job_start_date: null,
  job_end_date: null,
  payment_amount: 262_50,
  payment_status: status === 'accepted' ? 'pending' : 'completed',
  bid_amount: 250_00,
  bidder: { title: 'Test Cleaning ApS', contact_number: '' },
  auctioneer: { company_name: 'Ole', contact_number: '' },
});

const photo = (service: 'cleaning' | 'polishing', phase: 'before' | 'after') =>
  ({ service, phase }) as Work['photos'][number];

/** Renders the header for a job's facts (and work), as the page does; answers the action taken. */
function renderHeader(facts: Facts, work?: Work) {
  const onAction = vi.fn<(action: PrimaryAction) => void>();
  const state = providerJobState(facts);
  render(
    <MemoryRouter>
      <JobStateHeader
        back={{ to: '/en/supplier/jobs', label: 'Back to jobs' }}
        boatName="Havfruen"
        place="Nyhavn, København"
        state={state}
        action={primaryActionOf(state, work)}
        onAction={onAction}
        amounts={{ offer: 250_00, paid: 262_50, payout: 187_50 }}
      />
    </MemoryRouter>,
  );
  return { onAction, panel: within(screen.getByTestId('job-state')) };
}

const open: Facts = { status: 'active', mybid: null, job: null };

describe('the job state header', () => {
  it('names the boat and its place, and offers an offer on an open request', () => {
    const { onAction, panel } = renderHeader(open);
    expect(screen.getByRole('heading', { level: 1, name: 'Havfruen' })).toBeTruthy();
    expect(screen.getByText('Nyhavn, København')).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Open for offers' })).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Make offer' }));
    expect(onAction).toHaveBeenCalledWith('makeOffer');
  });

  it('shows the offer made, and lets it change while the owner chooses', () => {
    const { panel } = renderHeader({ ...open, mybid: { amount: 250_00, message: '' } });
    expect(panel.getByRole('heading', { name: 'Your offer: US$250.00' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Change offer' })).toBeTruthy();
  });

  it('says when the request closed for the provider, with nothing to do', () => {
    const { panel } = renderHeader({ status: 'bid_accepted', mybid: null, job: null });
    expect(panel.getByRole('heading', { name: 'Closed' })).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });

  it('says the job is won and waits for the payment without an action', () => {
    const { panel } = renderHeader({ ...open, status: 'bid_accepted', job: order('accepted') });
    expect(panel.getByRole('heading', { name: 'You won this job' })).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });

  it('says Paid, with the amount, once the owner paid, and offers to start', () => {
    const work: Work = {
      services: ['cleaning'],
      photos: [],
      allowed: ['in_progress', 'cancelled'],
    };
    const { onAction, panel } = renderHeader(
      { ...open, status: 'bid_accepted', job: order('paid') },
      work,
    );
    expect(panel.getByRole('heading', { name: 'Paid' })).toBeTruthy();
    expect(panel.getByText(/The owner paid US\$262\.50/)).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Start the job' }));
    expect(onAction).toHaveBeenCalledWith('start');
  });

  it.each([
    [[], 'Add before photos'],
    [[photo('cleaning', 'before')], 'Add after photos'],
    [[photo('cleaning', 'before'), photo('cleaning', 'after')], 'Mark as done'],
  ] as const)('asks, in progress with photos %j, to %s', (photos, label) => {
    const work: Work = { services: ['cleaning'], photos: [...photos], allowed: ['done'] };
    const { panel } = renderHeader(
      { ...open, status: 'bid_accepted', job: order('in_progress') },
      work,
    );
    expect(panel.getByRole('heading', { name: 'Work in progress' })).toBeTruthy();
    expect(panel.getByRole('button', { name: label })).toBeTruthy();
  });

  it('tells the payout once the owner confirmed', () => {
    const { panel } = renderHeader(
      { ...open, status: 'bid_accepted', job: order('confirmed') },
      { services: ['cleaning'], photos: [], allowed: [] },
    );
    expect(panel.getByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(panel.getByText(/payout of US\$187\.50/)).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
  });
});
