import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCRIPT_ID, answerAsGoogle, renderPicker } from './test-support.tsx';

// One Google script per page, and per test file: this file loads it, the other one fails it.
describe('the maps switch (AddressPicker)', () => {
  it('without a Maps key: the offline harbour list, and no Google script', async () => {
    const { chosen } = renderPicker(null);
    const combobox = screen.getByRole('combobox', { name: 'Harbour / address' });
    fireEvent.change(combobox, { target: { value: 'Nyhavn' } });
    fireEvent.mouseDown((await screen.findAllByRole('option', { name: /Nyhavn/ }))[0]!);
    expect(chosen.at(-1)).toMatchObject({ address: expect.stringMatching(/^Nyhavn/) });
    expect(document.getElementById(SCRIPT_ID)).toBeNull();
    expect(screen.queryByTestId('maps-fallback-note')).toBeNull();
  });

  it("with a key: Google's script with Places, limited to the admin's country; a chosen place is a PlaceChoice", async () => {
    const { chosen } = renderPicker('test-key');
    // The field waits (disabled) for the script ...
    expect(screen.getByLabelText<HTMLInputElement>('Harbour / address').disabled).toBe(true);
    // The site configuration's endpoint table is imported when first read: allow for that.
    const script = await waitFor(
      () => {
        const element = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
        expect(element).not.toBeNull();
        return element!;
      },
      { timeout: 10_000 },
    );
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('region')).toBe('DK');

    // ... and becomes Places Autocomplete once it has loaded.
    const google = answerAsGoogle();
    const input = await waitFor(() => {
      const element = screen.getByLabelText<HTMLInputElement>('Harbour / address');
      expect(element.disabled).toBe(false);
      return element;
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    const autocomplete = await waitFor(() => {
      expect(google.made).toHaveLength(1);
      return google.made[0]!;
    });
    expect(autocomplete.input).toBe(input);
    expect(autocomplete.options).toMatchObject({
      strictBounds: true,
      componentRestrictions: { country: 'dk' },
      bounds: { north: expect.any(Number), south: expect.any(Number) },
    });

    autocomplete.place = {
      place_id: 'ChIJ-test',
      formatted_address: 'Havnegade 1, 5000 Odense C, Denmark',
      name: 'Odense Havn',
      geometry: { location: { lat: () => 55.4038123, lng: () => 10.3883456 } },
    };
    act(() => google.fire(autocomplete, 'place_changed'));
    expect(chosen.at(-1)).toEqual({
      address: 'Havnegade 1, 5000 Odense C, Denmark',
      placeId: 'ChIJ-test',
      latitude: 55.403812,
      longitude: 10.388346,
    });
    expect(input.value).toBe('Havnegade 1, 5000 Odense C, Denmark');
    expect(screen.queryByTestId('maps-fallback-note')).toBeNull();

    // A key Google refuses (it calls gm_authFailure): the offline list, under the note.
    act(() => window.gm_authFailure?.());
    expect(await screen.findByTestId('maps-fallback-note')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Harbour / address' })).toBeTruthy();
  });
});
