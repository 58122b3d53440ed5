import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breakdown } from './Breakdown.tsx';
import { JobSummary } from './JobSummary.tsx';

const job = {
  boatName: 'Blue Pearl',
  lengthFeet: 18,
  address: 'Svanemøllehavnen, 2100 København Ø',
  preferredDate: '2026-11-30',
};

describe('the payment page before the server answered (issue 28)', () => {
  it('shows the saved order and the breakdown’s lines, with no amount guessed', () => {
    render(
      <>
        <JobSummary job={job} visits={null} />
        <Breakdown details={undefined} />
      </>,
    );
    expect(screen.getByText('Blue Pearl')).toBeTruthy();
    expect(screen.getByText('Svanemøllehavnen, 2100 København Ø')).toBeTruthy();
    expect(screen.getByText('Accepted bid')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.queryByText(/\d+\.\d{2}/)).toBeNull();
  });

  it('shows the server’s amounts once it answered', () => {
    render(
      <Breakdown
        details={{ baseAmount: 220_00, platformFee: 11_00, discount: 0, totalAmount: 231_00 }}
      />,
    );
    expect(screen.getByText('US$231.00')).toBeTruthy();
  });

  it('keeps a season’s visits line while its count is asked for', () => {
    render(<JobSummary job={job} visits={undefined} />);
    expect(screen.getByText('Visits')).toBeTruthy();
  });
});
