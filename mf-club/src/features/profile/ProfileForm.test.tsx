import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { endpointKey } from '@boatcare/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@boatcare/shared-domain/countries';
import type { ClubProfile } from '@boatcare/shared-domain/schemas/club';
import { ProfileForm } from './ProfileForm.tsx';
import * as content from '@boatcare/shared-domain/endpoints/content';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));

const harbour = { address: 'Nyhavn, Copenhagen', latitude: 55.68, longitude: 12.59 };
const club = (place: Partial<ClubProfile> = {}): ClubProfile => ({
  id: 'c1',
  name: 'Nyhavn Boat Club',
  location: harbour.address,
  description: '',
  logoUrl: '',
  logoThumbUrl: '',
  user: { first_name: 'Club', last_name: 'Owner' },
  latitude: harbour.latitude,
  longitude: harbour.longitude,
  seasonStartMonth: 4,
  ...place,
});

/** The form as the profile page shows it, with the site's settings read (no Maps key). */
function renderForm(profile: ClubProfile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(endpointKey(siteConfig.publicConfig, {}), { data: [] });
  client.setQueryData(endpointKey(content.settings, {}), {
    country: COUNTRIES.DK,
    updated_date: null,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/club/profile']}>
        <ProfileForm club={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server refuses the save with its per-field reasons, as the services answer a 400. */
function serverRefuses(details: { path: string; code: string }[]) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'errors.validation',
      message: 'Invalid input',
      details: details.map((detail) => ({ ...detail, message: 'x' })),
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());
// The picker reads the site's settings modules on first use: slow on a busy machine.
const SLOW = { timeout: 10_000 };

describe('the club profile form', { timeout: 30_000 }, () => {
  it('asks for a name and a picked harbour before anything is sent', async () => {
    const sent = serverRefuses([]);
    renderForm(club({ latitude: null, longitude: null }));
    const name = screen.getByRole('textbox', { name: /Club name/ });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(name), SLOW);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Club name is required');
    expect(alerts).toContain('Location is required');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's reason about the harbour's position on the harbour field", async () => {
    const sent = serverRefuses([{ path: 'latitude', code: 'clubProfile.coordinatesOutOfRange' }]);
    renderForm(club());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'The harbour position is not valid. Pick the harbour again.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PATCH');
    expect(await sent[0]!.json()).toMatchObject({
      name: 'Nyhavn Boat Club',
      location: harbour.address,
      latitude: harbour.latitude,
      longitude: harbour.longitude,
      seasonStartMonth: 4,
    });
  });
});
