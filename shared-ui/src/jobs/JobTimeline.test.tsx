import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobEventView } from '@boatcare/shared-domain/schemas/job-work';
import { JobStatusBadge } from './JobStatusBadge.tsx';
import { JobTimeline } from './JobTimeline.tsx';

const at = (day: number) => `2030-06-0${day}T10:00:00.000Z`;
const DISPUTED: JobEventView[] = [
  { from: null, to: 'accepted', actorRole: 'owner', reason: null, created_date: at(1) },
  { from: 'accepted', to: 'paid', actorRole: 'system', reason: null, created_date: at(1) },
  { from: 'paid', to: 'in_progress', actorRole: 'provider', reason: null, created_date: at(2) },
  { from: 'in_progress', to: 'done', actorRole: 'provider', reason: null, created_date: at(3) },
  {
    from: 'done',
    to: 'disputed',
    actorRole: 'owner',
    reason: 'Still green at the waterline.',
    created_date: at(4),
  },
];

describe('JobTimeline', () => {
  it('draws the steps taken with who took them, a dispute after the step it left, and marks the current one', () => {
    render(<JobTimeline status="disputed" events={DISPUTED} />);
    const steps = within(screen.getByRole('list', { name: 'Job progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('span + span span')?.textContent)).toEqual([
      'Bid accepted',
      'Paid',
      'In progress',
      'Done, to confirm',
      'Disputed',
      'Confirmed',
      'Paid out',
    ]);
    expect(steps[1]?.textContent).toContain('by BoatCare, automatically');
    expect(steps[4]?.getAttribute('aria-current')).toBe('step');
    expect(steps[4]?.textContent).toContain('“Still green at the waterline.”');
    expect(steps[5]?.textContent).toContain('Not yet');
    expect(steps[5]?.getAttribute('aria-current')).toBeNull();
  });

  it('names the same state the same way in its badge', () => {
    render(<JobStatusBadge status="done" />);
    expect(screen.getByText('Done, to confirm').textContent).toBe('Done, to confirm');
  });
});
