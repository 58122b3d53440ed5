// For the component tests of the maps switch only (not part of the package's exports).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { endpointKey } from '../api/endpoint-keys.ts';
import { render } from '@testing-library/react';
import { COUNTRIES } from '@boatcare/shared-domain/countries';
import { type PlaceChoice } from '@boatcare/shared-domain/schemas/job-post';
import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain/schemas/site-config';
import { AddressPicker } from '../components/AddressPicker.tsx';
import * as content from '@boatcare/shared-domain/endpoints/content';

/** The id loader.ts gives Google's script element. */
export const SCRIPT_ID = 'google-maps';

/**
 * The AddressPicker with the public site configuration (with or without a Maps key) and the
 * admin's country already read, as a page has them once they answered.
 */
export function renderPicker(apiKey: string | null) {
  const client = new QueryClient();
  client.setQueryData(endpointKey(siteConfig.publicConfig, {}), {
    data: apiKey ? [{ site_key: MAPS_KEY_SITE_KEY, site_value: apiKey }] : [],
  });
  client.setQueryData(endpointKey(content.settings, {}), {
    country: COUNTRIES.DK,
    updated_date: null,
  });
  const chosen: (PlaceChoice | undefined)[] = [];
  const view = render(
    <QueryClientProvider client={client}>
      <AddressPicker value={undefined} onChange={(place) => chosen.push(place)} onBlur={() => {}} />
    </QueryClientProvider>,
  );
  return { ...view, chosen };
}

type Listener = (...args: unknown[]) => void;

/**
 * What Google's script does when it has loaded, reduced to what the address picker calls:
 * `google.maps.places.Autocomplete`, `google.maps.event`, `importLibrary`; then it calls the
 * loader's callback. Returns the last Autocomplete made and a way to fire its events.
 */
export function answerAsGoogle() {
  const win = window as unknown as { google: { maps: Record<string, unknown> } };
  const maps = win.google.maps;
  const listeners = new Map<object, Map<string, Listener[]>>();
  const made: { input: HTMLInputElement; options: unknown; place?: unknown }[] = [];
  class Autocomplete {
    input: HTMLInputElement;
    options: unknown;
    place?: unknown;
    constructor(input: HTMLInputElement, options: unknown) {
      this.input = input;
      this.options = options;
      made.push(this);
    }
    setOptions(options: unknown) {
      this.options = options;
    }
    getPlace() {
      return this.place;
    }
  }
  const places = { Autocomplete };
  Object.assign(maps, {
    version: 'component-test',
    places,
    importLibrary: (name: string) => Promise.resolve(name === 'places' ? places : maps),
    event: {
      addListener(instance: object, name: string, listener: Listener) {
        const byName = listeners.get(instance) ?? new Map<string, Listener[]>();
        listeners.set(instance, byName.set(name, [...(byName.get(name) ?? []), listener]));
        return {
          remove: () =>
            byName.set(
              name,
              (byName.get(name) ?? []).filter((l) => l !== listener),
            ),
        };
      },
      removeListener(handle: { remove(): void }) {
        handle.remove();
      },
    },
  });
  // The bare `google` the library reads.
  (globalThis as unknown as { google: unknown }).google = win.google;
  (maps.__ib__ as () => void)();
  const fire = (instance: object, name: string) =>
    listeners
      .get(instance)
      ?.get(name)
      ?.forEach((listener) => listener());
  return { made, fire };
}
