import { afterEach, describe, expect, it } from 'vitest';
import { ISLANDS_REACT } from '../islands/islands-react-key.ts';
import islandsReactPlugin from './islands-react-plugin.ts';

type ResolveShareArgs = Parameters<
  NonNullable<ReturnType<typeof islandsReactPlugin>['resolveShare']>
>[0];

/** What the runtime hands the hook: the share scope with the app's own React registered. */
function argsFor(pkgName: string) {
  const own = {
    version: '19.3.1',
    get: () => () => ({ own: true }),
    lib: undefined,
    loaded: false,
  };
  const shareScopeMap = { default: { [pkgName]: { '19.3.1': own } } };
  const args = {
    shareScopeMap,
    scope: 'default',
    pkgName,
    version: '19.3.1',
    resolver: () => ({ shared: own, useTreesShaking: false }),
  } as unknown as ResolveShareArgs;
  return { args, own };
}

/** The hook's answer (the runtime's waterfall keeps the arguments when it answers nothing). */
const resolveShare = (args: ResolveShareArgs) => islandsReactPlugin().resolveShare!(args) || args;

afterEach(() => {
  Reflect.deleteProperty(window, ISLANDS_REACT);
});

describe('the islands React plugin', () => {
  it('gives React’s shared packages the island entry’s copy, already loaded', () => {
    const islandsDom = { from: 'islands' };
    Object.assign(window, { [ISLANDS_REACT]: { 'react-dom/client': islandsDom } });
    const { args, own } = argsFor('react-dom/client');
    const resolved = resolveShare(args).resolver();
    expect(resolved?.shared).toBe(own);
    expect(own.loaded).toBe(true);
    expect((own.lib as unknown as () => object)()).toBe(islandsDom);
  });

  it('leaves the app’s own copy on a page without islands, and other packages alone', () => {
    const { args, own } = argsFor('react');
    expect(resolveShare(args)).toBe(args);
    expect(own.loaded).toBe(false);
    Object.assign(window, { [ISLANDS_REACT]: { react: {} } });
    const other = argsFor('react-router-dom');
    expect(resolveShare(other.args).resolver()?.shared).toBe(other.own);
    expect(other.own.loaded).toBe(false);
  });
});
