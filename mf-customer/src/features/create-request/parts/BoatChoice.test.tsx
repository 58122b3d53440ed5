import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { BoatSummary } from '@boatcare/shared-domain/schemas/boat';
import { endpointKey, useSchemaForm } from '@boatcare/shared-ui';
import { DEFAULT_VALUES, wizardSchema } from '../schema.ts';
import { BoatChoice } from './BoatChoice.tsx';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));
afterEach(() => vi.unstubAllGlobals());

const BOAT: BoatSummary = {
  id: 'b'.repeat(24),
  boatName: 'Havørn',
  boatType: 'Sailboat',
  material: 'Gelcoat',
  lengthFeet: 32,
  flybridge: false,
  location: { address: 'Nyhavn', placeId: 'nyhavn', latitude: 55.68, longitude: 12.59 },
  dockNumber: 'B-12',
  registrationNumber: '',
  year: null,
  engines: [],
  photos: [],
  created_date: '2026-01-01T00:00:00.000Z',
};

function Wizard() {
  const form = useSchemaForm(wizardSchema, { defaultValues: DEFAULT_VALUES });
  const [name, dock, coating] = useWatch({
    control: form.control,
    name: ['boatName', 'dockNumber', 'services.coating'],
  });
  return (
    <>
      <BoatChoice form={form} />
      <output aria-label="filled">{`${name}|${dock}|${coating}`}</output>
    </>
  );
}

describe("the wizard's boat choice", () => {
  it('chooses the boat in the address and fills in its details, also from a list read before it was added', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [BOAT] }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The list as My boats read it before the boat was added, since made stale.
    client.setQueryData(endpointKey(boats.list, {}), { data: [] });
    await client.invalidateQueries();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/en/create-request?boat=${BOAT.id}&again=wax`]}>
          <Wizard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Which boat is it for?').value).toBe(BOAT.id),
    );
    expect(screen.getByLabelText('filled').textContent).toBe('Havørn|B-12|wax');
  });
});
