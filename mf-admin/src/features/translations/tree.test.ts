import { describe, expect, it } from 'vitest';
import { countChanged, flatten } from './tree.ts';

describe('translation trees', () => {
  it('flattens nested texts by dotted path', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('counts the changed texts of a form', () => {
    expect(countChanged({ a: { b: true, c: { d: true, e: false } }, f: true })).toBe(3);
    expect(countChanged(undefined)).toBe(0);
  });
});
