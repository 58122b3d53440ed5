import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { JobPostSummary } from '@boatcare/shared-domain/schemas/job-post';
import { requestSummary } from '../../../shared/request-summary.fixture.ts';
import { JobCard } from './JobCard.tsx';

/** An owner's request whose offer is accepted and whose order is not paid yet. */
const accepted: JobPostSummary = {
  ...requestSummary,
  title: '',
  status: 'bid_accepted',
  offerCount: 1,
  order: {
    id: 'b'.repeat(24),
    status: 'accepted',
    payment_status: 'pending',
    bid_amount: 400_00,
    payment_amount: 420_00,
    reviewed: false,
  },
};

const renderCard = (job: JobPostSummary) =>
  render(
    <MemoryRouter initialEntries={['/en/my-jobs']}>
      <JobCard job={job} />
    </MemoryRouter>,
  );

describe('JobCard: the next step of one of the owner’s jobs', () => {
  it('offers to pay an accepted offer', () => {
    renderCard(accepted);
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('sends a visit of a season paid at once to its plan, never to "Pay"', () => {
    renderCard({ ...accepted, carePlan: { id: 'p1', paidWithSeason: true } });
    expect(screen.getByText('Paid with the season')).toBeTruthy();
    expect(screen.queryByText('Awaiting payment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the care plan' }).getAttribute('href')).toBe(
      '/en/plans/p1',
    );
  });

  it('keeps "Pay" on a visit of a plan paid visit by visit', () => {
    renderCard({ ...accepted, carePlan: { id: 'p1', paidWithSeason: false } });
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });
});
