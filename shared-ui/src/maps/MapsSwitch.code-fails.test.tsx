import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPT_ID, answerAsGoogle, renderPicker } from './test-support.tsx';

// The Google picker's chunk cannot be loaded (a deploy replaced it, the network dropped).
vi.mock('../components/address/GoogleAddressPicker.tsx', () =>
  Promise.reject(new Error('chunk failed to load')),
);

describe("the maps switch when the Google picker's code fails to load", () => {
  it('gives the offline harbour list under the note, not a field that stays disabled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPicker('test-key');
    await waitFor(() => expect(document.getElementById(SCRIPT_ID)).not.toBeNull(), {
      timeout: 10_000,
    });
    answerAsGoogle();
    expect((await screen.findByTestId('maps-fallback-note')).textContent).toBe(
      'Google Maps could not be loaded, so the built-in harbour list and map are shown instead.',
    );
    expect(screen.getAllByLabelText('Harbour / address')).toEqual([
      screen.getByRole('combobox', { name: 'Harbour / address' }),
    ]);
  });
});
