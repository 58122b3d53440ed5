import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@boatcare/shared-domain/federation';
import type { Role } from '@boatcare/shared-domain/core';
import { BASE_RELEASE_ENVIRONMENTS } from '@boatcare/shared-domain/schemas/releases';
import { adminToken, buildFiles, promoteBuild, publishBuild } from '../release/publish.ts';
import { repoRoot } from './paths.ts';

/**
 * The first run of `npm start` publishes the built remotes to the release registry as their
 * first versions, live in every environment, so the release screens have something to show
 * and /remotes.json comes from the registry (docs/releases.md). Once: a marker in the data
 * folder. Answers what it did in one line (null: nothing to do).
 */
export async function publishFirstReleases(
  url: string,
  dataDir: string,
  admin: { email: string; password: string },
): Promise<string | null> {
  const marker = join(dataDir, 'releases-published');
  if (existsSync(marker)) return null;
  const api = `${url}/v1`;
  const access = { api, auth: { bearer: await adminToken(api, admin.email, admin.password) } };
  const published: string[] = [];
  for (const [role, remote] of Object.entries(REMOTES) as [Role, (typeof REMOTES)[Role]][]) {
    const dist = join(repoRoot, `mf-${role}`, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const { buildId } = await publishBuild(access, remote, buildFiles(dist), {
      commit: '',
      notes: 'First version, published by npm start',
    });
    for (const environment of BASE_RELEASE_ENVIRONMENTS)
      await promoteBuild(access, environment, remote, buildId);
    published.push(`${remote} ${buildId}`);
  }
  writeFileSync(marker, `${published.join('\n')}\n`);
  return published.length ? `first releases: ${published.join(', ')}` : null;
}
