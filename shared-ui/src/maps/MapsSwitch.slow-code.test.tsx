import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIMEOUT_MS } from './loader.ts';
import { SCRIPT_ID, answerAsGoogle, renderPicker } from './test-support.tsx';

// The Google picker's own code (its lazy chunk) arrives only when a test lets it.
const code = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('../components/address/GoogleAddressPicker.tsx', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

const fields = () => screen.getAllByLabelText<HTMLInputElement>('Harbour / address');

afterEach(() => {
  vi.useRealTimers();
});

// One Google script per page and per file: the first test loads it, the second reuses it.
describe("the maps switch while the Google picker's code is on its way", () => {
  it('one waiting field, not two; code that never comes gives the offline list under the note', async () => {
    renderPicker('test-key');
    await waitFor(() => expect(document.getElementById(SCRIPT_ID)).not.toBeNull(), {
      timeout: 10_000,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerAsGoogle();
    // The script has loaded (its promise chain settles); the picker's code has not.
    await act(async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    });
    expect(fields()).toHaveLength(1);
    expect(document.querySelector('[data-maps="google"]')).not.toBeNull();
    expect(fields()[0]!.disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    });
    expect(screen.getByTestId('maps-fallback-note').textContent).toBe(
      'Google Maps could not be loaded, so the built-in harbour list and map are shown instead.',
    );
    expect(fields()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Harbour / address' })).toBe(fields()[0]);
  });

  it('the code arrives: the one field becomes the Places input', async () => {
    renderPicker('test-key');
    code.release();
    await waitFor(() => {
      expect(fields()).toHaveLength(1);
      expect(fields()[0]!.disabled).toBe(false);
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('maps-fallback-note')).toBeNull();
  });
});
