import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@boatcare/shared-domain/core';
import type { UserEvent } from '@boatcare/shared-domain/schemas/user-event';
import { NotificationBell } from './NotificationBell.tsx';

// The API's origin, as a build sets it: Node's fetch takes absolute URLs only.
vi.hoisted(() => Object.assign(globalThis, { BOATCARE_API_BASE: 'http://api.test' }));

const id = (n: number) => n.toString(16).padStart(24, '0');

/** The caller's notifications as the service holds them, oldest first. */
let feed: UserEvent[];
/** What the page asked the service for (method and path). */
let asked: string[];

const event = (n: number, fields: Partial<UserEvent>): UserEvent => ({
  id: id(n),
  kind: 'bidReceived',
  screen: 'requestDetail',
  params: { id: id(100 + n) },
  data: { title: `Boat ${n}` },
  created_date: new Date(Date.UTC(2030, 5, 1, 10, n)).toISOString(),
  read_date: null,
  ...fields,
});

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

/** The notification centre's endpoints (/events/...) over `feed`, as the service answers them. */
function serveTheCentre() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    asked.push(`${request.method} ${pathname}`);
    const now = new Date().toISOString();
    if (pathname === '/v1/events/unread')
      return json({ data: { count: feed.filter((e) => !e.read_date).length } });
    if (pathname === '/v1/events/list') return json({ items: [...feed].reverse(), next: null });
    if (pathname === '/v1/events/read-all') {
      const count = feed.filter((e) => !e.read_date).length;
      feed = feed.map((e) => ({ ...e, read_date: e.read_date ?? now }));
      return json({ data: { count } });
    }
    const read = /^\/v1\/events\/([a-f0-9]{24})\/read$/.exec(pathname);
    const one = read && feed.find((e) => e.id === read[1]);
    if (one) {
      one.read_date ??= now;
      return json({ data: one });
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard']}>
        <Routes>
          <Route
            path="/:lng/*"
            element={
              <>
                <NotificationBell />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { bell: screen.getByTestId('notification-bell'), client };
}

beforeEach(() => {
  asked = [];
  feed = [
    event(1, { read_date: new Date(Date.UTC(2030, 5, 1, 9)).toISOString() }),
    event(2, { kind: 'questionReceived' }),
    event(3, {
      kind: 'membershipDecided',
      screen: 'myClub',
      params: {},
      data: { club: 'Nyhavn Boat Club' },
    }),
  ];
  serveTheCentre();
});
afterEach(() => vi.unstubAllGlobals());

const openPanel = async (bell: HTMLElement) => {
  fireEvent.click(bell);
  return screen.findByRole('region', { name: 'Notifications' });
};

describe('the notification bell', () => {
  it('shows the unread count, and nothing when all are read', async () => {
    const { bell } = renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell.textContent).toBe('2');
    cleanup();
    feed = feed.map((e) => ({ ...e, read_date: e.read_date ?? new Date().toISOString() }));
    const { bell: read } = renderBell();
    await waitFor(() => expect(asked.filter((call) => call.endsWith('/unread'))).toHaveLength(2));
    await waitFor(() => expect(read.getAttribute('aria-label')).toBe('Notifications'));
    expect(read.textContent).toBe('');
    const panel = await openPanel(read);
    await within(panel).findByRole('link', { name: /Boat 2/ });
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists the newest first, in words, each leading to its thing', async () => {
    const panel = await openPanel(renderBell().bell);
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Your membership request to Nyhavn Boat Club was answered',
      'Unread: A provider asks about Boat 2',
      'New offer on Boat 1',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      pathTo('en', 'myClub'),
      pathTo('en', 'requestDetail', { id: id(102) }),
      pathTo('en', 'requestDetail', { id: id(101) }),
    ]);
  });

  it('marks one read: the count goes down and the item says read', async () => {
    const { bell } = renderBell();
    const panel = await openPanel(bell);
    const item = (await within(panel).findByText(/A provider asks about Boat 2/)).closest('li');
    if (!item) throw new Error('no item');
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await waitFor(() =>
      expect(within(item).queryByRole('button', { name: 'Mark as read' })).toBeNull(),
    );
    expect(within(item).getByRole('link').textContent).toBe('A provider asks about Boat 2');
    expect(asked).toContain(`POST /v1/events/${id(2)}/read`);
  });

  it('marks all read: the count clears', async () => {
    const { bell } = renderBell();
    const panel = await openPanel(bell);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(bell.textContent).toBe('');
    await waitFor(() => expect(within(panel).queryAllByText(/^Unread/)).toHaveLength(0));
  });

  it('opens the thing from its notification, marks it read and closes', async () => {
    const { bell } = renderBell();
    const panel = await openPanel(bell);
    fireEvent.click(await within(panel).findByRole('link', { name: /Nyhavn Boat Club/ }));
    expect(screen.getByTestId('where').textContent).toBe(pathTo('en', 'myClub'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(asked).toContain(`POST /v1/events/${id(3)}/read`);
  });

  it('keeps what it shows when the network goes: no error in place of the list', async () => {
    const { bell, client } = renderBell();
    const panel = await openPanel(bell);
    await within(panel).findByRole('link', { name: /Boat 2/ });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await client.invalidateQueries();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
  });
});
