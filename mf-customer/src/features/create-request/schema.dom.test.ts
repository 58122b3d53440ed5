import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUES, STEP_COUNT, STEP_FIELDS, stepOf, wizardSchema } from './schema.ts';

// Runs in jsdom (the components project): the photos are browser File objects.
const photo = () => new File([new Uint8Array([1, 2, 3])], 'hull.jpg', { type: 'image/jpeg' });
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const complete = {
  ...DEFAULT_VALUES,
  boatName: 'Sea Breeze',
  lengthFeet: 32,
  boatType: 'Sailboat',
  material: 'Gelcoat',
  locationType: 'In water',
  location: {
    address: 'Havnegade 1, Copenhagen',
    placeId: 'demo-place',
    latitude: 55.68,
    longitude: 12.59,
  },
  dockNumber: 'B12',
  images: [photo()],
  preferredDate: tomorrow,
  contactNumber: '+45 12 34 56 78',
};

/** What the wizard shows under each field: the English text of each failure, by field. */
function messages(input: unknown): Record<string, string> {
  const result = wizardSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), i18next.t(issue.message)]),
  );
}

describe('the request wizard validation', () => {
  it('accepts a complete request', () => {
    expect(messages(complete)).toEqual({});
  });

  it('the first step names each missing field in words the owner reads', () => {
    const shown = messages({ ...DEFAULT_VALUES, lengthFeet: 5 });
    expect(shown).toMatchObject({
      boatName: 'Boat name is mandatory',
      lengthFeet: 'Boat length must be between 10 and 200 feet.',
      boatType: 'Please choose the boat type.',
      material: 'Please choose the hull material.',
      dockNumber: 'Dock number is mandatory',
      images: 'Please choose between 1 and 4 images.',
    });
    for (const field of Object.keys(shown)) {
      if (field !== 'preferredDate' && field !== 'contactNumber') expect(stepOf(field)).toBe(0);
    }
  });

  it('asks for between one and four photos', () => {
    const five = Array.from({ length: 5 }, photo);
    expect(messages({ ...complete, images: five }).images).toBe(
      'Please choose between 1 and 4 images.',
    );
  });

  it('engine service needs its serial number and description, on the services step', () => {
    const shown = messages({
      ...complete,
      services: { ...complete.services, engineService: true },
    });
    expect(shown).toEqual({
      'services.engineSerialNumber': 'Serial Number is required',
      'services.engineDescription': 'Description is required',
    });
    expect(stepOf('services.engineSerialNumber')).toBe(1);
  });

  it('asks an owner without a phone for a valid one, on the schedule step', () => {
    expect(messages({ ...complete, contactNumber: '' })).toEqual({
      contactNumber: 'Please enter your phone number.',
    });
    expect(messages({ ...complete, contactNumber: 'call me' }).contactNumber).toMatch(
      /country code/,
    );
    expect(stepOf('contactNumber')).toBe(2);
  });

  it('a date in the past is refused on the schedule step', () => {
    expect(messages({ ...complete, preferredDate: '2020-01-01' })).toEqual({
      preferredDate: 'The preferred date cannot be in the past.',
    });
    expect(stepOf('preferredDate')).toBe(2);
    expect(STEP_FIELDS[STEP_COUNT - 1]).toEqual([]);
  });
});
