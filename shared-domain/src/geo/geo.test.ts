import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, isWithinRadius } from './index.ts';

const nyhavn = { latitude: 55.6797, longitude: 12.5901 };
const aarhusHarbour = { latitude: 56.1496, longitude: 10.2283 };
const tuborgHavn = { latitude: 55.7249, longitude: 12.5826 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(nyhavn, nyhavn)).toBe(0);
  });
  it('measures Copenhagen to Aarhus as the crow flies (about 156 km)', () => {
    expect(distanceKm(nyhavn, aarhusHarbour)).toBeGreaterThan(150);
    expect(distanceKm(nyhavn, aarhusHarbour)).toBeLessThan(162);
  });
  it('is symmetric', () => {
    expect(distanceKm(nyhavn, aarhusHarbour)).toBeCloseTo(distanceKm(aarhusHarbour, nyhavn), 9);
  });
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.19,
      1,
    );
  });
  it('takes the short way across the antimeridian', () => {
    const east = { latitude: 0, longitude: 179.9 };
    const west = { latitude: 0, longitude: -179.9 };
    expect(distanceKm(east, west)).toBeCloseTo(22.24, 1);
  });
});

describe('boundingBox', () => {
  it('contains every point of the circle it bounds', () => {
    const box = boundingBox(nyhavn, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 49.9 km away in each direction, by small steps along the bearing.
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: nyhavn.latitude + (49.9 / 111.2) * Math.cos(rad),
        longitude:
          nyhavn.longitude +
          ((49.9 / 111.2) * Math.sin(rad)) / Math.cos((nyhavn.latitude * Math.PI) / 180),
      };
      if (distanceKm(nyhavn, point) > 50) continue;
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });
  it('is wider in longitude than latitude away from the equator', () => {
    const box = boundingBox(nyhavn, 50);
    expect(box.maxLongitude - box.minLongitude).toBeGreaterThan(box.maxLatitude - box.minLatitude);
  });
  it('excludes Aarhus from a 50 km box around Copenhagen', () => {
    const box = boundingBox(nyhavn, 50);
    const inside =
      aarhusHarbour.latitude >= box.minLatitude &&
      aarhusHarbour.latitude <= box.maxLatitude &&
      aarhusHarbour.longitude >= box.minLongitude &&
      aarhusHarbour.longitude <= box.maxLongitude;
    expect(inside).toBe(false);
  });
  it('spans every longitude near a pole', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 50)).toMatchObject({
      maxLatitude: 90,
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
  it('spans every longitude when the circle crosses the antimeridian', () => {
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
  it('is the centre itself for a zero radius', () => {
    expect(boundingBox(nyhavn, 0)).toEqual({
      minLatitude: nyhavn.latitude,
      maxLatitude: nyhavn.latitude,
      minLongitude: nyhavn.longitude,
      maxLongitude: nyhavn.longitude,
    });
  });
});

describe('isWithinRadius', () => {
  it('includes a harbour 5 km away and excludes one 156 km away', () => {
    expect(isWithinRadius(nyhavn, tuborgHavn, 50)).toBe(true);
    expect(isWithinRadius(nyhavn, aarhusHarbour, 50)).toBe(false);
  });
});
