import type { ReactNode } from 'react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from '@boatcare/shared-domain/api';
import { queryClient } from '../providers/AppProviders.tsx';
import { QueryState } from './QueryState.tsx';

function Listing({ load, notFound }: { load: () => Promise<string[]>; notFound?: ReactNode }) {
  const query = useQuery({ queryKey: ['things'], queryFn: load, retry: false });
  return (
    <QueryState query={query} errorKey="myRequests.loadFailed" notFound={notFound}>
      {(things) => (
        <ul>
          {things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const renderListing = (load: () => Promise<string[]>, notFound?: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Listing load={load} notFound={notFound} />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows a spinner while loading, then the data', async () => {
    renderListing(() => Promise.resolve(['Sea Breeze']));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Sea Breeze')).toBeTruthy();
  });

  it("shows the server's reason in the user's language, and Try again loads again", async () => {
    let calls = 0;
    renderListing(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new ApiError(404, 'errors.notFound', 'Not Found'))
        : Promise.resolve(['Blue Lagoon']);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Blue Lagoon')).toBeTruthy();
  });

  it('falls back to its own text when the failure has no key', async () => {
    renderListing(() => Promise.reject(new Error('socket hang up')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load requests');
  });

  it('shows what it is given for a record that is not there, and the failure for any other', async () => {
    const gone = <p>That request is gone</p>;
    renderListing(() => Promise.reject(new ApiError(404, 'errors.notFound', 'Not Found')), gone);
    expect(await screen.findByText('That request is gone')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderListing(() => Promise.reject(new ApiError(500, 'errors.internal', 'Boom')), gone);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('That request is gone')).toBeNull();
  });

  it('says BoatCare cannot be reached, with Retry, when the network is gone (not loading for ever)', async () => {
    // The page's own query defaults (AppProviders), the browser saying it is offline, and the
    // real API client calling a port where nothing listens.
    onlineManager.setOnline(false);
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    let online = false;
    const load = () =>
      online ? Promise.resolve(['Sea Breeze']) : api.get('things', z.array(z.string()));
    function Things() {
      const query = useQuery({ queryKey: ['offline-things'], queryFn: load });
      return (
        <QueryState query={query} errorKey="myRequests.loadFailed">
          {(things) => <p>{things.join(', ')}</p>}
        </QueryState>
      );
    }
    try {
      render(
        <QueryClientProvider client={queryClient}>
          <Things />
        </QueryClientProvider>,
      );
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toContain("You're offline");
      expect(alert.textContent).toContain("We couldn't reach BoatCare");
      online = true;
      onlineManager.setOnline(true);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Sea Breeze')).toBeTruthy();
    } finally {
      onlineManager.setOnline(true);
      queryClient.clear();
    }
  }, 15_000);
});
