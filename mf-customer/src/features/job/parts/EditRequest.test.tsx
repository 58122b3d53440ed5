import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import { EditRequest } from './EditRequest.tsx';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));

afterEach(() => vi.unstubAllGlobals());

const nextYear = new Date().getUTCFullYear() + 1;

const post: JobPostDetail = {
  id: 'a'.repeat(24),
  boatName: 'Havfruen',
  boatType: 'Sailboat',
  material: 'Gelcoat',
  lengthFeet: 32,
  dirtinessLevel: 2,
  flybridge: false,
  locationType: 'In water',
  location: { address: 'Nyhavn', placeId: '', dockNumber: 'B-12', latitude: 55, longitude: 12 },
  preferredDate: `${nextYear}-05-20T00:00:00.000Z`,
  notes: '',
  title: 'Havfruen',
  description: '',
  status: 'active',
  services: {
    cleaning: { service: true, description: '' },
    polishing: { service: false, description: '' },
    coating: { service: null, description: '' },
    interior: { service: false, description: '' },
    engineService: { service: false, serialnumber: '', description: '' },
    repair: { service: false, description: '' },
  },
  additionalServices: [],
  images: [],
  estimatedPriceMin: 0,
  estimatedPriceMax: 0,
  priceRange: { min: 0, max: 0 },
  estimateSource: 'formula',
  min_bid_amount: 0,
  max_bid_amount: 0,
  bid_start_date: null,
  bid_end_date: null,
  offerCount: 0,
  created_date: '2026-01-01T00:00:00.000Z',
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
