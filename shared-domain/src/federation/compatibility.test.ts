import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from './index.ts';
import { releaseRefusal, satisfiesCaret, SHELL_SHARED_VERSIONS } from './compatibility.ts';

const shellPackage = JSON.parse(
  readFileSync(new URL('../../../shell/package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };

describe('release compatibility', () => {
  it('names the versions the shell really shares', () => {
    for (const [pkg, version] of Object.entries(SHELL_SHARED_VERSIONS))
      expect(shellPackage.dependencies[pkg], pkg).toBe(version);
  });

  it('accepts a build the shell can run', () => {
    expect(
      releaseRefusal({ contractVersion: CONTRACT_VERSION, shared: { ...SHELL_SHARED_VERSIONS } }),
    ).toBeNull();
    expect(
      releaseRefusal({ contractVersion: CONTRACT_VERSION, shared: { react: '19.0.0' } }),
    ).toBeNull();
  });

  it('refuses another contract, or a shared package the shell does not provide', () => {
    expect(releaseRefusal({ contractVersion: CONTRACT_VERSION + 1, shared: {} })).toMatch(
      /contract version/,
    );
    expect(releaseRefusal({ contractVersion: null, shared: {} })).toMatch(/contract/);
    expect(
      releaseRefusal({ contractVersion: CONTRACT_VERSION, shared: { react: '20.0.0' } }),
    ).toMatch(/^react 20/);
    expect(
      releaseRefusal({
        contractVersion: CONTRACT_VERSION,
        shared: { 'react-router-dom': '7.99.0' },
      }),
    ).toMatch(/react-router-dom/);
  });

  it('reads a caret range as npm does', () => {
    expect(satisfiesCaret('19.3.1', '19.0.0')).toBe(true);
    expect(satisfiesCaret('19.3.1', '19.3.2')).toBe(false);
    expect(satisfiesCaret('0.2.5', '0.1.0')).toBe(false);
    expect(satisfiesCaret('1.0.0', 'x')).toBe(false);
  });
});
