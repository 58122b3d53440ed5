import { describe, expect, it } from 'vitest';
import { placeChoice } from '../schemas/job-post.ts';
import { HARBOURS, foldForSearch, harbourPlace, searchHarbours } from './index.ts';

describe('the harbour list', () => {
  it('has unique place ids and coordinates in the Nordic region', () => {
    expect(new Set(HARBOURS.map((h) => h.placeId)).size).toBe(HARBOURS.length);
    for (const harbour of HARBOURS) {
      expect(harbour.latitude).toBeGreaterThan(54);
      expect(harbour.latitude).toBeLessThan(61);
      expect(harbour.longitude).toBeGreaterThan(5);
      expect(harbour.longitude).toBeLessThan(25.5);
    }
  });

  it('gives each harbour as a valid place choice', () => {
    for (const harbour of HARBOURS)
      expect(placeChoice.safeParse(harbourPlace(harbour)).success).toBe(true);
    expect(harbourPlace(HARBOURS[0]!)).toEqual({
      address: 'Nyhavn, København, Denmark',
      placeId: 'harbour:dk:nyhavn',
      latitude: 55.6797,
      longitude: 12.5901,
    });
  });
});

describe('searchHarbours', () => {
  it('ignores Danish letters and accents', () => {
    expect(foldForSearch('Ærøskøbing')).toBe('aeroskobing');
    expect(searchHarbours('koge').map((h) => h.name)).toContain('Køge Marina');
    expect(searchHarbours('Århus').map((h) => h.city)).toContain('Aarhus');
  });

  it('needs every word and lists names that start with the query first', () => {
    expect(searchHarbours('aarhus lystbad').map((h) => h.name)).toEqual([
      'Aarhus Lystbådehavn',
      'Marselisborg Lystbådehavn',
    ]);
    expect(searchHarbours('marselisborg aarhus').map((h) => h.name)).toEqual([
      'Marselisborg Lystbådehavn',
    ]);
    expect(searchHarbours('sve')[0]?.name).toBe('Svendborg Havn');
  });

  it("finds a city's harbours by its name in English or Danish, as a map search would", () => {
    const copenhagen = ['Margretheholm Havn', 'Nyhavn', 'Svanemøllehavnen'];
    for (const query of ['Copenhagen', 'København', 'kobenhavn', 'copenhagen nyhavn'])
      expect(
        searchHarbours(query).every((h) => h.city.startsWith('København')),
        query,
      ).toBe(true);
    expect(
      searchHarbours('Copenhagen')
        .map((h) => h.name)
        .sort(),
    ).toEqual(copenhagen);
    expect(
      searchHarbours('København')
        .map((h) => h.name)
        .sort(),
    ).toEqual(copenhagen);
    expect(searchHarbours('Elsinore').map((h) => h.city)).toContain('Helsingør');
    expect(searchHarbours('Gothenburg').map((h) => h.city)).toContain('Göteborg');
    expect(searchHarbours('Flensborg').map((h) => h.city)).toContain('Flensburg');
  });

  it('finds nothing for an empty query', () => {
    expect(searchHarbours('  ')).toEqual([]);
  });
});

describe('searchHarbours within bounds', () => {
  it('puts every harbour inside the bounds before any outside', () => {
    const germany = { north: 55.0583, south: 47.2702, east: 15.0419, west: 5.8663 };
    const inside = (h: { latitude: number; longitude: number }) =>
      h.latitude <= germany.north &&
      h.latitude >= germany.south &&
      h.longitude <= germany.east &&
      h.longitude >= germany.west;
    const found = searchHarbours('a', 1000, germany).map(inside);
    expect(found).toContain(true);
    expect(found).toContain(false);
    expect(found).toEqual([...found].sort((a, b) => Number(b) - Number(a)));
    expect(searchHarbours('a', 1000)).toHaveLength(found.length);
  });
});
