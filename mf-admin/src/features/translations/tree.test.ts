import { describe, expect, it } from 'vitest';
import { flatten, withEdits } from './tree.ts';

describe('translation trees', () => {
  it('flattens nested texts by dotted path', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('applies edits without touching the original, making missing sections', () => {
    const tree = { a: { b: 'x' } };
    const edited = withEdits(
      tree,
      new Map([
        ['a.b', 'new'],
        ['f.g', 'made'],
      ]),
    );
    expect(edited).toEqual({ a: { b: 'new' }, f: { g: 'made' } });
    expect(tree).toEqual({ a: { b: 'x' } });
  });
});
