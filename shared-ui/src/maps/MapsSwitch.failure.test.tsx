import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCRIPT_ID, renderPicker } from './test-support.tsx';

describe('the maps switch when Google cannot be reached', () => {
  it('a script that fails to load (offline, blocked) gives the offline harbour list under a note', async () => {
    const { chosen } = renderPicker('test-key');
    // Google's loader tries again a few times; every try fails.
    await waitFor(
      () => {
        document.getElementById(SCRIPT_ID)?.dispatchEvent(new Event('error'));
        expect(screen.getByTestId('maps-fallback-note').textContent).toBe(
          'Google Maps could not be loaded, so the built-in harbour list and map are shown instead.',
        );
      },
      { timeout: 5_000 },
    );
    const combobox = screen.getByRole('combobox', { name: 'Harbour / address' });
    fireEvent.change(combobox, { target: { value: 'Aarhus' } });
    fireEvent.mouseDown((await screen.findAllByRole('option', { name: /Aarhus/ }))[0]!);
    expect(chosen.at(-1)).toMatchObject({ placeId: expect.any(String) });
  });
});
