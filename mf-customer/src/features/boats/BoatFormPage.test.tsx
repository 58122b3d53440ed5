import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '@boatcare/shared-domain/countries';
import * as content from '@boatcare/shared-domain/endpoints/content';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { endpointKey } from '@boatcare/shared-ui';
import BoatFormPage from './BoatFormPage.tsx';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));

afterEach(() => vi.unstubAllGlobals());

describe('the boat form', () => {
  it('sends a new boat with its engine', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({
        url: request.url,
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
      return new Response(JSON.stringify({ message: 'ok', data: { id: 'a'.repeat(24) } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(endpointKey(siteConfig.publicConfig, {}), { data: [] });
    client.setQueryData(endpointKey(content.settings, {}), {
      country: COUNTRIES.DK,
      updated_date: null,
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/boats/new']}>
          <BoatFormPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Boat name'), { target: { value: 'Havørn' } });
    fireEvent.change(screen.getByLabelText('Boat type'), { target: { value: 'Sailboat' } });
    fireEvent.change(screen.getByLabelText('Length (feet)'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Year built'), { target: { value: '2012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an engine' }));
    fireEvent.input(await screen.findByLabelText('Engine (make and model)'), {
      target: { value: 'Volvo Penta D2-40' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save boat' }));
    await waitFor(() => expect(sent.some((one) => one.url.endsWith('/v1/boats'))).toBe(true), {
      timeout: 3000,
    }).catch(() => {
      // What the form shows when it refuses, to say why.
      throw new Error(
        [...document.querySelectorAll('[role=alert], [aria-invalid=true]')]
          .map((node) => `${node.getAttribute('name') ?? ''}: ${node.textContent ?? ''}`)
          .join('\n') || 'nothing sent, nothing shown',
      );
    });
    expect(sent.find((one) => one.url.endsWith('/v1/boats'))?.body).toMatchObject({
      boatName: 'Havørn',
      boatType: 'Sailboat',
      lengthFeet: 32,
      year: 2012,
      location: null,
      engines: [{ description: 'Volvo Penta D2-40', serialNumber: '' }],
    });
  });
});
