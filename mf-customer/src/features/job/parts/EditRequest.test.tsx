import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { requestSummary } from '../../../shared/request-summary.fixture.ts';
import { EditRequest } from './EditRequest.tsx';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));

afterEach(() => vi.unstubAllGlobals());

const nextYear = new Date().getUTCFullYear() + 1;

const post: JobPostDetail = {
  ...requestSummary,
  bids: [],
  acceptedBid: null,
  mybid: null,
  my_bid_amount: null,
  job: null,
};

function renderEdit() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await new Request(input, init).json());
    return new Response(JSON.stringify({ success: true, message: 'ok', data: post }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditRequest post={post} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit request' }));
  return { sent, date: within(screen.getByRole('group', { name: 'Preferred date' })) };
}

describe('editing a request’s date', () => {
  it('shows the date as day, month by name and year, and sends the day chosen', async () => {
    const { sent, date } = renderEdit();
    expect(date.getByLabelText('Day')).toHaveProperty('value', '20');
    const month = date.getByLabelText<HTMLSelectElement>('Month');
    expect(month.selectedOptions[0]?.textContent).toBe('May');
    expect(date.getByLabelText('Year')).toHaveProperty('value', String(nextYear));
    fireEvent.change(date.getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(month, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ preferredDate: `${nextYear}-06-03` });
  });

  it('refuses a day in the past with the wizard’s own message', async () => {
    const { sent, date } = renderEdit();
    fireEvent.change(date.getByLabelText('Year'), { target: { value: '2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The preferred date cannot be in the past.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
