import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast, Toasts } from '../providers/toast.tsx';
import { announce } from './announcer.ts';
import { LIVE_REGION_ID, LiveRegion } from './LiveRegion.tsx';

const region = () => document.getElementById(LIVE_REGION_ID)!;

beforeAll(() => {
  // jsdom has no matchMedia; the toaster asks it about reduced motion.
  window.matchMedia ??= (media: string) =>
    ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as never;
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('the live region', () => {
  it('is there, empty and polite, before anything is said; what is said is added to it', () => {
    render(<LiveRegion />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    act(() => announce('My requests | BoatCare'));
    expect(region().textContent).toBe('My requests | BoatCare');
    // The same text again is a new message, read again.
    act(() => announce('My requests | BoatCare'));
    expect(region().querySelectorAll('p')).toHaveLength(2);
  });

  it('lets a message go after a while, so a later one is not read with it', () => {
    vi.useFakeTimers();
    render(<LiveRegion />);
    act(() => announce('Saved'));
    expect(region().textContent).toContain('Saved');
    act(() => void vi.advanceTimersByTime(4000));
    expect(region().textContent).not.toContain('Saved');
  });

  it('shows toasts inside the one region, which existed before them; a toast is no region of its own', async () => {
    render(
      <LiveRegion>
        <Toasts />
      </LiveRegion>,
    );
    const before = region();
    act(() => void toast.error('Email or password is incorrect.'));
    const shown = await screen.findByText('Email or password is incorrect.');
    expect(region()).toBe(before);
    expect(shown.closest('[aria-live], [role="status"], [role="alert"]')).toBe(before);
    expect(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(
      1,
    );
  });
});
