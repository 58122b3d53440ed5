import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
} from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminList, type Column } from './AdminList.tsx';
import { CursorPager, useCursorPages } from './CursorPager.tsx';

interface Boat {
  id: string;
  name: string;
  price: number;
}
const BOATS: Boat[] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name, i) => ({
  id: String(i + 1),
  name,
  price: (i + 1) * 100,
}));

/** A stand-in for a keyset-paged endpoint: two a page, `next` is the last row's id. */
function serve(filter: string, after: string | undefined) {
  const rows = BOATS.filter((boat) => boat.name.toLowerCase().includes(filter));
  const start = after ? rows.findIndex((boat) => boat.id === after) + 1 : 0;
  const items = rows.slice(start, start + 2);
  const more = start + 2 < rows.length;
  return Promise.resolve({ items, next: more ? (items.at(-1)?.id ?? null) : null });
}

const columns: Column<Boat>[] = [
  { key: 'name', header: 'Boat', cell: (boat) => boat.name, rowHeader: true },
  { key: 'price', header: 'Price', cell: (boat) => `${boat.price} kr.`, align: 'end' },
];

function Boats({ load = serve }: { load?: typeof serve }) {
  const [filter, setFilter] = useState('');
  const pages = useCursorPages(filter, 2);
  const query = useQuery({
    queryKey: ['boats', filter, pages.after],
    queryFn: () => load(filter, pages.after),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <AdminList
      query={query}
      errorKey="adminJobPosts.loadFailed"
      rows={(page) => page.items}
      rowKey={(boat) => boat.id}
      rowLink={(boat) => `/boats/${boat.id}`}
      columns={columns}
      label="Boats"
      empty={<p>No boats</p>}
      filters={
        <label>
          Search
          <input value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
      }
      pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
    />
  );
}

const renderBoats = (load?: typeof serve) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <Boats load={load} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('AdminList with the cursor pager', () => {
  it('declares each column once: headers, cells, the row link', async () => {
    renderBoats();
    expect(await screen.findByRole('link', { name: 'Alpha' })).toHaveProperty(
      'pathname',
      '/boats/1',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Boat', 'Price']);
    expect(screen.getByRole('cell', { name: '100 kr.' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Boats' })).toBeTruthy();
  });

  it('goes Next and Previous by cursor, each row once, and a filter starts again', async () => {
    renderBoats();
    await screen.findByText('Alpha');
    expect(names()).toEqual(['Alpha', 'Bravo']);
    // No total from this server: what is known, "more than" the rows so far.
    expect(screen.getByText('Page 1 · 1–2 of more than 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Charlie')).toBeTruthy();
    expect(names()).toEqual(['Charlie', 'Delta']);
    expect(screen.getByText('Page 2 · 3–4 of more than 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Echo')).toBeTruthy();
    expect(names()).toEqual(['Echo']);
    expect(screen.getByText('Page 3 · 5–5 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Charlie')).toBeTruthy();
    expect(screen.getByText('Page 2 · 3–4 of more than 4')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ha' } });
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(names()).toEqual(['Alpha', 'Charlie']);
    // One page only: no pager, the count still.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByText('2 in total')).toBeTruthy();
  });

  it('offers no Next or Previous while the asked page loads (no page from a stale cursor)', async () => {
    let release: () => void = () => undefined;
    renderBoats((filter, after) =>
      after
        ? new Promise((resolve) => {
            release = () => void serve(filter, after).then(resolve);
          })
        : serve(filter, after),
    );
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The first page still shows while the second loads: no count, both buttons off.
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('Page 2 · 3–4 of more than 4')).toBeTruthy();
    expect(names()).toEqual(['Charlie', 'Delta']);
  });

  it("says the server's total where it counts one", async () => {
    renderBoats((filter, after) =>
      serve(filter, after).then((page) => ({ ...page, total: { count: 1001, exact: true } })),
    );
    expect(await screen.findByText('Page 1 · 1–2 of 1,001')).toBeTruthy();
  });

  it('shows the empty state under the filters', async () => {
    renderBoats(() => Promise.resolve({ items: [], next: null }));
    expect(await screen.findByText('No boats')).toBeTruthy();
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with Try again, which loads again', async () => {
    let calls = 0;
    renderBoats((filter, after) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('down')) : serve(filter, after);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Error listing posts');
    expect(screen.getByLabelText('Search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alpha')).toBeTruthy();
  });
});
