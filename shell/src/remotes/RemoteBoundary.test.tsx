import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteBoundary } from './RemoteBoundary.tsx';

let broken = true;

function RemoteScreen() {
  if (broken) throw new Error('remote entry failed to load');
  return <h1>Welcome back, Oliver</h1>;
}

function Shell() {
  const [route, setRoute] = useState('dashboard');
  const [retries, setRetries] = useState(0);
  return (
    <>
      <nav>
        <button onClick={() => setRoute('myRequests')}>My requests</button>
      </nav>
      <p>retries: {retries}</p>
      <RemoteBoundary resetKey={route} onRetry={() => setRetries((n) => n + 1)}>
        <RemoteScreen />
      </RemoteBoundary>
    </>
  );
}

beforeEach(() => {
  broken = true;
  // React reports the caught error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('RemoteBoundary', () => {
  it('shows the translated fallback while the shell around it keeps working', () => {
    render(<Shell />);
    expect(
      screen.getByRole('heading', { name: 'This part of BoatCare could not load' }),
    ).toBeTruthy();
    expect(screen.getByText(/The rest of the site still works/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My requests' })).toBeTruthy();
  });

  it('Try again asks the shell to load the remote again and shows it once it works', () => {
    render(<Shell />);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('retries: 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back, Oliver' })).toBeTruthy();
  });

  it('another route clears a shown failure', () => {
    render(<Shell />);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'My requests' }));
    expect(screen.getByRole('heading', { name: 'Welcome back, Oliver' })).toBeTruthy();
    expect(screen.getByText('retries: 0')).toBeTruthy();
  });
});
