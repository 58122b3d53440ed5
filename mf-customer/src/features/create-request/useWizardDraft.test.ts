import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUES } from './schema.ts';
import { DRAFT_KEY, readWizardDraft } from './useWizardDraft.ts';

const storageWith = (value: string | null) =>
  ({ getItem: (key: string) => (key === DRAFT_KEY ? value : null) }) as Storage;

describe('readWizardDraft', () => {
  it('finds nothing when nothing (or nothing readable) is stored', () => {
    for (const stored of [null, '', 'not json', '[]', '42', 'null']) {
      expect(readWizardDraft(storageWith(stored)), String(stored)).toBeNull();
    }
  });

  it('gives back the fields the wizard takes as they are, and never photos', () => {
    const stored = JSON.stringify({
      boatName: 'Havfruen',
      lengthFeet: 32,
      boatType: 'Sailboat',
      location: { address: 'Nyhavn 1', placeId: 'p', latitude: 55.68, longitude: 12.59 },
      notes: 'Green line at the waterline',
      images: ['C:/fakepath/boat.jpg'],
      // Not the wizard's, or not in a shape it can show: dropped.
      dockNumber: { $gt: '' },
      material: 'Cardboard',
      admin: true,
    });
    // A key JSON.parse makes an own property, which must not reach the prototype's.
    const draft = readWizardDraft(storageWith(stored.replace('{', '{"__proto__":{"x":1},')));
    expect(draft).toEqual({
      ...DEFAULT_VALUES,
      boatName: 'Havfruen',
      lengthFeet: 32,
      boatType: 'Sailboat',
      location: { address: 'Nyhavn 1', placeId: 'p', latitude: 55.68, longitude: 12.59 },
      notes: 'Green line at the waterline',
      images: [],
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('finds nothing when all it holds is what an empty wizard starts with', () => {
    const { images: _photos, ...empty } = DEFAULT_VALUES;
    expect(readWizardDraft(storageWith(JSON.stringify(empty)))).toBeNull();
  });
});
