import type { PlaceChoice } from '../schemas/job-post.ts';
import { HARBOURS, type Harbour } from './list.ts';

export { HARBOURS, type Harbour };

const COUNTRY_NAMES: Record<Harbour['country'], string> = {
  DK: 'Denmark',
  SE: 'Sweden',
  NO: 'Norway',
  DE: 'Germany',
  FI: 'Finland',
};

/** The harbour as a saved place choice: formatted address, place id and coordinates. */
export function harbourPlace(harbour: Harbour): PlaceChoice {
  return {
    address: `${harbour.name}, ${harbour.city}, ${COUNTRY_NAMES[harbour.country]}`,
    placeId: harbour.placeId,
    latitude: harbour.latitude,
    longitude: harbour.longitude,
  };
}

/** Lower case, no accents, Danish letters spelt out, and "aa" read as "å" (Aarhus = Århus). */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('aa', 'a');
}

/**
 * The other names a town of the list goes by in English or Danish, so that a search for the
 * town as a map would take it ("Copenhagen") lists its harbours. Keyed by the town's first word
 * ("København K" is København).
 */
const TOWN_NAMES: Record<string, string> = {
  København: 'Copenhagen',
  Helsingør: 'Elsinore',
  Göteborg: 'Gothenburg',
  Helsinki: 'Helsingfors',
  Flensburg: 'Flensborg',
};

const haystacks = new Map(
  HARBOURS.map((harbour) => {
    const town = `${harbour.city} ${TOWN_NAMES[harbour.city.split(' ')[0] ?? ''] ?? ''}`;
    return [
      harbour.placeId,
      foldForSearch(`${harbour.name} ${town} ${COUNTRY_NAMES[harbour.country]}`),
    ];
  }),
);

/** North/south latitudes and east/west longitudes of the area searches prefer. */
export interface SearchBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

const inside = (harbour: Harbour, b: SearchBounds) =>
  harbour.latitude <= b.north &&
  harbour.latitude >= b.south &&
  harbour.longitude <= b.east &&
  harbour.longitude >= b.west;

/**
 * Harbours whose name, town (or its English or Danish name) or country contain every word typed; names that start with it
 * first, and with `bounds` (the admin's country), harbours inside them before the rest.
 */
export function searchHarbours(query: string, limit = 8, bounds?: SearchBounds): Harbour[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = HARBOURS.filter((harbour) => {
    const text = haystacks.get(harbour.placeId) ?? '';
    return words.every((word) => text.includes(word));
  });
  const first = words[0] ?? '';
  const starts = (harbour: Harbour) => (foldForSearch(harbour.name).startsWith(first) ? 0 : 1);
  const away = (harbour: Harbour) => (bounds && !inside(harbour, bounds) ? 2 : 0);
  const rank = (harbour: Harbour) => away(harbour) + starts(harbour);
  return found.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

export const findHarbour = (placeId: string) =>
  HARBOURS.find((harbour) => harbour.placeId === placeId);
