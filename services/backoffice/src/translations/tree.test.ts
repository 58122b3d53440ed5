import { describe, expect, it } from 'vitest';
import { withMissingKeys, withNewKey } from './tree.ts';

describe('withMissingKeys', () => {
  it('adds keys the target lacks, at every depth', () => {
    const { tree, added } = withMissingKeys(
      { home: { title: 'Home' } },
      { home: { title: 'Start', subtitle: 'Welcome' }, errors: { internal: 'Oops' } },
    );
    expect(tree).toEqual({
      home: { title: 'Home', subtitle: 'Welcome' },
      errors: { internal: 'Oops' },
    });
    expect(added).toEqual(['home.subtitle', 'errors']);
  });

  it('never overwrites an edited text, even where the shapes differ', () => {
    const { tree, added } = withMissingKeys(
      { a: 'edited', b: { c: 'x' } },
      { a: { deep: 'new' }, b: 'flat' },
    );
    expect(tree).toEqual({ a: 'edited', b: { c: 'x' } });
    expect(added).toEqual([]);
  });

  it('leaves its inputs untouched', () => {
    const target = { a: { b: 'x' } };
    const source = { a: { c: 'y' } };
    withMissingKeys(target, source);
    expect(target).toEqual({ a: { b: 'x' } });
    expect(source).toEqual({ a: { c: 'y' } });
  });

  it('ignores prototype-polluting keys', () => {
    const source = JSON.parse('{"__proto__": {"polluted": "yes"}, "ok": "fine"}');
    const { tree } = withMissingKeys({}, source);
    expect(tree).toEqual({ ok: 'fine' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('withNewKey', () => {
  it('adds a dotted key, creating sections', () => {
    expect(withNewKey({ a: { b: 'x' } }, 'a.c.d', 'new')).toEqual({
      tree: { a: { b: 'x', c: { d: 'new' } } },
      outcome: 'added',
    });
  });

  it('keeps a text that is already there', () => {
    expect(withNewKey({ a: { b: 'x' } }, 'a.b', 'new')).toEqual({
      tree: { a: { b: 'x' } },
      outcome: 'exists',
    });
  });

  it('reports a conflict where a text stands in the way, or a section is at the leaf', () => {
    expect(withNewKey({ a: 'text' }, 'a.b', 'new').outcome).toBe('conflict');
    expect(withNewKey({ a: { b: 'x' } }, 'a', 'new').outcome).toBe('conflict');
  });

  it('refuses prototype-polluting paths', () => {
    expect(withNewKey({}, '__proto__.polluted', 'yes').outcome).toBe('conflict');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
