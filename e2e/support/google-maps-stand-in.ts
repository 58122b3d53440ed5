import type { Page } from '@playwright/test';

/** Where the app loads Google's Maps JavaScript API from. */
export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';

/** The fixed prediction the stand-in's Places Autocomplete offers for any two letters typed. */
export const STAND_IN_PLACE = {
  place_id: 'stand-in-odense-havn',
  name: 'Odense Havn',
  formatted_address: 'Havnegade 1, 5000 Odense C, Denmark',
  lat: 55.40381,
  lng: 10.38835,
};

/**
 * A STAND-IN for Google's Maps JavaScript API, for the e2e tests only (the real script cannot
 * be reached from CI). It implements just what the app calls (Map, Marker, Circle,
 * places.Autocomplete, event, LatLng, importLibrary) and draws them as plain, clearly labelled
 * elements: the map says it is a stand-in, the circle carries its centre and radius as data
 * attributes, the marker can be dragged by `window.__mapsStandIn.dragMarkerTo(lat, lng)`.
 * It ends as the real script does: it calls the callback named in its URL.
 */
function standIn(place: typeof STAND_IN_PLACE) {
  type Listener = (...args: unknown[]) => void;
  type Bag = Record<string, unknown>;
  const script = document.currentScript as HTMLScriptElement;
  const w = window as unknown as { google: { maps: Bag }; __mapsStandIn: Bag };
  const maps = w.google.maps;
  const listeners = new Map<object, Map<string, Listener[]>>();
  const event = {
    addListener(target: object, name: string, fn: Listener) {
      const byName = listeners.get(target) ?? new Map<string, Listener[]>();
      listeners.set(target, byName.set(name, [...(byName.get(name) ?? []), fn]));
      return {
        remove: () =>
          byName.set(
            name,
            (byName.get(name) ?? []).filter((l) => l !== fn),
          ),
      };
    },
    removeListener: (handle: { remove(): void }) => handle.remove(),
    clearInstanceListeners: (target: object) => listeners.delete(target),
    trigger: (target: object, name: string, ...args: unknown[]) =>
      listeners
        .get(target)
        ?.get(name)
        ?.forEach((fn) => fn(...args)),
  };
  class LatLng {
    private readonly la: number;
    private readonly ln: number;
    constructor(la: number, ln: number) {
      this.la = la;
      this.ln = ln;
    }
    lat = () => this.la;
    lng = () => this.ln;
    toJSON = () => ({ lat: this.la, lng: this.ln });
  }
  const literal = (point: unknown) =>
    point instanceof LatLng ? point.toJSON() : (point as { lat: number; lng: number });

  /** Any setX(value) the app's library calls is kept as option x; known ones redraw. */
  const withSetters = <T extends { options: Bag; draw(): void }>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && !(key in object) && /^set[A-Z]/.test(key)) {
          return (value: unknown) => {
            object.options[key[3]!.toLowerCase() + key.slice(4)] = value;
            object.draw();
          };
        }
        return Reflect.get(object, key, receiver) as unknown;
      },
    });

  class GMap {
    options: Bag;
    readonly root: HTMLElement;
    readonly layer: HTMLElement;
    constructor(div: HTMLElement, options: Bag = {}) {
      this.options = { ...options };
      this.root = document.createElement('div');
      this.root.dataset.standIn = 'map';
      this.root.setAttribute('role', 'img');
      this.root.setAttribute('aria-label', 'Google Maps stand-in (end-to-end test)');
      this.root.style.cssText =
        'position:relative;height:100%;background:repeating-linear-gradient(45deg,#dfe9ef 0 12px,#eef3f6 12px 24px);font:12px sans-serif;color:#0b3954;overflow:hidden';
      const label = document.createElement('div');
      label.textContent = 'Google Maps stand-in (e2e test, not Google)';
      label.style.cssText = 'position:absolute;top:6px;left:8px;background:#fff;padding:2px 6px';
      this.layer = document.createElement('div');
      this.layer.style.cssText = 'position:absolute;inset:0';
      this.root.append(this.layer, label);
      div.append(this.root);
      return withSetters(this);
    }
    draw() {
      this.root.dataset.center = JSON.stringify(literal(this.options.center));
      this.root.dataset.zoom = String(this.options.zoom ?? '');
    }
    fitBounds(bounds: Bag) {
      this.root.dataset.bounds = JSON.stringify(bounds);
    }
    getCenter = () => this.options.center;
    getZoom = () => this.options.zoom;
    getDiv = () => this.root;
  }

  /** A marker or circle: an element on its map's layer, at the map's middle. */
  class Shape {
    options: Bag;
    readonly element = document.createElement('div');
    constructor(kind: string, options: Bag = {}) {
      this.options = { ...options };
      this.element.dataset.standIn = kind;
      const shape = withSetters(this);
      shape.draw();
      return shape;
    }
    draw() {
      const map = this.options.map as GMap | null | undefined;
      if (!map) return this.element.remove();
      map.layer.append(this.element);
      const centre = literal(this.options.position ?? this.options.center);
      if (!centre) return;
      this.element.dataset.lat = String(centre.lat);
      this.element.dataset.lng = String(centre.lng);
      if (this.element.dataset.standIn === 'circle') {
        const km = Number(this.options.radius) / 1000;
        this.element.dataset.radius = String(this.options.radius);
        this.element.title = `Service area: ${km} km`;
        const size = Math.min(360, 40 + km * 1.6);
        this.element.style.cssText = `position:absolute;left:50%;top:50%;width:${size}px;height:${size}px;margin:-${size / 2}px;border:2px solid #0f8b8d;border-radius:50%;background:rgba(15,139,141,.15)`;
      } else {
        this.element.title = String(this.options.title ?? '');
        this.element.style.cssText =
          'position:absolute;left:50%;top:50%;width:18px;height:18px;margin:-9px;border-radius:50%;background:#0b3954;border:3px solid #fff';
      }
    }
    getMap = () => this.options.map;
    getRadius = () => this.options.radius;
  }
  class Marker extends Shape {
    constructor(options?: Bag) {
      super('marker', options);
    }
  }
  class Circle extends Shape {
    constructor(options?: Bag) {
      super('circle', options);
    }
  }

  /** Offers STAND_IN_PLACE under the input for any two letters; choosing it sets the place. */
  class Autocomplete {
    options: Bag;
    private place: Bag | undefined;
    constructor(input: HTMLInputElement, options: Bag = {}) {
      this.options = { ...options };
      // The app's library holds the proxy: events go to it.
      const self = withSetters(this);
      const list = document.createElement('ul');
      list.dataset.standIn = 'places';
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', 'Places stand-in suggestions');
      list.style.cssText =
        'position:absolute;z-index:10;list-style:none;margin:0;padding:0;background:#fff;border:1px solid #999;font:14px sans-serif';
      const option = document.createElement('li');
      option.setAttribute('role', 'option');
      option.textContent = `${place.name} · ${place.formatted_address} (stand-in)`;
      option.style.cssText = 'padding:8px 10px;cursor:pointer';
      list.append(option);
      list.hidden = true;
      input.insertAdjacentElement('afterend', list);
      input.addEventListener('input', () => {
        list.hidden = input.value.trim().length < 2;
      });
      option.addEventListener('mousedown', (e) => {
        e.preventDefault();
        list.hidden = true;
        input.value = place.formatted_address;
        this.place = {
          place_id: place.place_id,
          name: place.name,
          formatted_address: place.formatted_address,
          geometry: { location: new LatLng(place.lat, place.lng) },
        };
        event.trigger(self, 'place_changed');
      });
      return self;
    }
    draw() {
      w.__mapsStandIn.autocompleteOptions = this.options;
    }
    getPlace = () => this.place;
  }

  const places = { Autocomplete };
  Object.assign(maps, {
    version: 'stand-in',
    Map: GMap,
    Marker,
    Circle,
    LatLng,
    event,
    places,
    importLibrary: (name: string) => Promise.resolve(name === 'places' ? places : maps),
  });
  w.__mapsStandIn = {
    key: new URL(script.src).searchParams.get('key'),
    dragMarkerTo(lat: number, lng: number) {
      const marker = document.querySelector('[data-stand-in="marker"]');
      for (const [target] of listeners) {
        if (target instanceof Marker && target.element === marker)
          event.trigger(target, 'dragend', { latLng: new LatLng(lat, lng) });
      }
    },
  };
  // The loader's callback, e.g. google.maps.__ib__.
  const callback = new URL(script.src).searchParams.get('callback') ?? '';
  const fn = callback.split('.').reduce<unknown>((at, part) => (at as Bag)?.[part], window);
  (fn as () => void)();
}

/** Serves the stand-in instead of Google's script, for this page only. */
export async function serveGoogleMapsStandIn(page: Page) {
  await page.route(GOOGLE_MAPS_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(${standIn.toString()})(${JSON.stringify(STAND_IN_PLACE)});`,
    }),
  );
}

/** Google's script cannot be reached (offline, blocked): every request for it fails. */
export async function failGoogleMaps(page: Page) {
  await page.route(GOOGLE_MAPS_SCRIPT, (route) => route.abort('internetdisconnected'));
}
