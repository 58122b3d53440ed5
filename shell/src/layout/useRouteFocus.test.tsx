import { lazy, Suspense, useEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LIVE_REGION_ID, LiveRegion } from '@boatcare/shared-ui/core';
import { useRouteFocus } from './useRouteFocus.ts';

/** A page as the apps write them: its title set in an effect, its heading in `main`. */
function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | BoatCare`;
  }, [title]);
  return <h1>{title}</h1>;
}

let showSlowPage: () => void = () => undefined;
/** A page whose code arrives later (a lazy chunk or a remote): its heading shows up after. */
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      showSlowPage = () => resolve({ default: () => <Page title="Jobs near you" /> });
    }),
);

let showLatePage: () => void = () => undefined;
const LateContent = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      showLatePage = () => resolve({ default: () => <Page title="Calendar" /> });
    }),
);
/** A page that is there at once but shows its heading later (a remote's own loading state). */
function LatePage() {
  return (
    <Suspense fallback={<p>Loading the calendar</p>}>
      <LateContent />
    </Suspense>
  );
}

let remountUsers: () => void = () => undefined;
/** A page whose header is drawn by a loading state first, then by the page itself (a remount). */
function UsersPage() {
  const [loaded, setLoaded] = useState(false);
  remountUsers = () => setLoaded(true);
  return loaded ? (
    <section>
      <Page title="Users" />
    </section>
  ) : (
    <div>
      <h1>Users</h1>
    </div>
  );
}

function Frame() {
  useRouteFocus('main');
  return (
    <>
      <nav>
        <Link to="/en/my-requests">My requests</Link>
        <Link to="/en/my-requests?status=open">Open ones</Link>
        <Link to="/en/jobs">Jobs</Link>
        <Link to="/en/calendar">Calendar</Link>
        <Link to="/en/users">Users</Link>
        <button type="button">Elsewhere</button>
      </nav>
      <main id="main">
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      </main>
      <LiveRegion />
    </>
  );
}

const said = () => document.getElementById(LIVE_REGION_ID)!.textContent;

describe('useRouteFocus', () => {
  it("moves focus to the new page's heading and says its title, after each route change", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/en', element: <Page title="Home" /> },
            { path: '/en/my-requests', element: <Page title="My requests" /> },
            { path: '/en/jobs', element: <SlowPage /> },
            { path: '/en/calendar', element: <LatePage /> },
            { path: '/en/users', element: <UsersPage /> },
          ],
        },
      ],
      { initialEntries: ['/en'] },
    );
    render(<RouterProvider router={router} />);
    // The first page of a visit keeps the browser's own start (nothing focused, nothing said).
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.activeElement).toBe(document.body);
    expect(said()).toBe('');

    fireEvent.click(screen.getByRole('link', { name: 'My requests' }));
    const heading = await screen.findByRole('heading', { name: 'My requests' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(said()).toContain('My requests | BoatCare'));

    // A new query on the same page (a filter) is not a new page: focus stays where it was.
    const filter = screen.getByRole('link', { name: 'Open ones' });
    filter.focus();
    fireEvent.click(filter);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(filter);

    // A page that shows its heading later is waited for.
    fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => showSlowPage());
    const jobs = await screen.findByRole('heading', { name: 'Jobs near you' });
    await waitFor(() => expect(document.activeElement).toBe(jobs));
    await waitFor(() => expect(said()).toContain('Jobs near you | BoatCare'));

    // Someone who moves focus while the page loads keeps it there; the page is still said.
    fireEvent.click(screen.getByRole('link', { name: 'Calendar' }));
    await screen.findByText('Loading the calendar');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => showLatePage());
    await screen.findByRole('heading', { name: 'Calendar' });
    await waitFor(() => expect(said()).toContain('Calendar | BoatCare'));
    expect(document.activeElement).toBe(elsewhere);

    // A focused heading replaced by the page's own (its loading state's copy, then the page):
    // focus follows to the new one instead of dropping to the body.
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const first = await screen.findByRole('heading', { name: 'Users' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    act(() => remountUsers());
    await waitFor(() => {
      const again = screen.getByRole('heading', { name: 'Users' });
      expect(again).not.toBe(first);
      expect(document.activeElement).toBe(again);
    });
  });
});
