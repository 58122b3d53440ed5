import { useCallback, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagedList } from './PagedList.tsx';

interface Boat {
  id: string;
  name: string;
}
const BOATS: Boat[] = Array.from({ length: 25 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Boat ${i + 1}`,
}));
const PAGE = 10;

/** A list that loads ten more on each "Show more", counting each row's renders. */
function Boats({ renders, total }: { renders: Map<string, number>; total?: boolean }) {
  const [shown, setShown] = useState(PAGE);
  const [loading, setLoading] = useState(false);
  const renderItem = useCallback(
    (boat: Boat) => {
      renders.set(boat.id, (renders.get(boat.id) ?? 0) + 1);
      return boat.name;
    },
    [renders],
  );
  return (
    <PagedList
      items={BOATS.slice(0, shown)}
      itemKey={(boat) => boat.id}
      renderItem={renderItem}
      hasMore={shown < BOATS.length}
      loading={loading}
      total={total ? { count: BOATS.length, exact: true } : undefined}
      label="Boats"
      onShowMore={() => {
        setLoading(true);
        // The next page arrives a moment later, as from the server.
        setTimeout(() => {
          setShown((n) => n + PAGE);
          setLoading(false);
        }, 10);
      }}
    />
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Boats' })).getAllByRole('listitem');
const showMore = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
};

describe('PagedList', () => {
  it('says how many there are: the total when known, else "more than" what is shown', async () => {
    const { unmount } = render(<Boats renders={new Map()} total />);
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    unmount();
    render(<Boats renders={new Map()} />);
    expect(screen.getByText('1–10 of more than 10')).toBeTruthy();
    await showMore();
    await showMore();
    expect(screen.getByText('25 in total')).toBeTruthy();
  });

  it('appending a page renders only the new rows', async () => {
    const renders = new Map<string, number>();
    render(<Boats renders={renders} />);
    expect(rows()).toHaveLength(10);
    await showMore();
    expect(rows()).toHaveLength(20);
    // Each row once: the first ten were not rendered again for the second page.
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    expect(renders.size).toBe(20);
  });

  it('keeps focus on the button and announces how many were added', async () => {
    render(<Boats renders={new Map()} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const button = screen.getByRole('button', { name: 'Show more' });
    button.focus();
    await showMore();
    expect(document.activeElement).toBe(button);
    expect(status.textContent).toBe('10 more shown');
  });

  it('moves focus to the first new row when the last page came and the button went', async () => {
    render(<Boats renders={new Map()} />);
    await showMore();
    screen.getByRole('button', { name: 'Show more' }).focus();
    await showMore();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement).toBe(rows()[20]);
    expect(document.activeElement?.textContent).toBe('Boat 21');
    expect(screen.getByRole('status').textContent).toBe('5 more shown');
  });
});
