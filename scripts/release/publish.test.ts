import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import { buildFiles, localRefusal } from './publish.ts';

/** A build folder as the preset writes it, with the contract version and React it declares. */
function buildFolder(contractVersion: number, react: string) {
  const dist = mkdtempSync(join(tmpdir(), 'release-'));
  const contract = 'static/js/async/__federation_expose_contract.1.js';
  mkdirSync(join(dist, 'static/js/async'), { recursive: true });
  writeFileSync(join(dist, 'remoteEntry.js'), '');
  writeFileSync(join(dist, contract), `e.d(c,{},{contractVersion:${contractVersion}})`);
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_club',
      shared: [{ name: 'react', version: react }],
      exposes: [{ path: './contract', assets: { js: { sync: [contract] } } }],
    }),
  );
  return dist;
}

describe('the release script checks a build before it uploads', () => {
  it('reads every file by its path and accepts a build the shell can run', () => {
    const files = buildFiles(buildFolder(CONTRACT_VERSION, '19.0.0'));
    expect([...files.keys()].sort()).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'static/js/async/__federation_expose_contract.1.js',
    ]);
    expect(localRefusal('mf_club', files)).toBeNull();
  });

  it('refuses another contract, another React, or another remote, saying why', () => {
    expect(
      localRefusal('mf_club', buildFiles(buildFolder(CONTRACT_VERSION + 1, '19.0.0'))),
    ).toMatch(/contract version/);
    expect(localRefusal('mf_club', buildFiles(buildFolder(CONTRACT_VERSION, '18.2.0')))).toMatch(
      /^react 18.2.0/,
    );
    expect(localRefusal('mf_admin', buildFiles(buildFolder(CONTRACT_VERSION, '19.0.0')))).toMatch(
      /not mf_admin/,
    );
  });
});
