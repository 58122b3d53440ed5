import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathOf, releases } from '@boatcare/shared-domain/endpoints';
import { REMOTES, type RemoteName } from '@boatcare/shared-domain/federation';
import type { Role } from '@boatcare/shared-domain/core';
import {
  BASE_RELEASE_ENVIRONMENTS,
  releaseOverview,
} from '@boatcare/shared-domain/schemas/releases';
import { adminToken, buildFiles, promoteBuild, publishBuild } from '../release/publish.ts';
import { repoRoot } from './paths.ts';

/** What npm start published last, per remote (in the data folder). */
const MARKER = 'releases-published.json';

/**
 * `npm start` publishes the built remotes to the release registry, so the release screens have
 * something to show and /remotes.json comes from the registry (docs/releases.md). The first run
 * makes them live in production and staging; a later run whose build changed makes the new one
 * live where the one it published last is still live (a version an admin chose stays). The same
 * build again publishes nothing. Answers what it did in one line (null: nothing).
 */
export async function publishLocalReleases(
  url: string,
  dataDir: string,
  admin: { email: string; password: string },
): Promise<string | null> {
  const markerFile = join(dataDir, MARKER);
  const last = (
    existsSync(markerFile) ? JSON.parse(readFileSync(markerFile, 'utf8')) : {}
  ) as Partial<Record<RemoteName, string>>;
  const api = `${url}/v1`;
  const bearer = await adminToken(api, admin.email, admin.password);
  const access = { api, auth: { bearer } };
  const overview = releaseOverview.parse(
    await (
      await fetch(`${api}/${pathOf(releases.overview.path)}`, {
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json(),
  );
  const done: string[] = [];
  for (const [role, remote] of Object.entries(REMOTES) as [Role, RemoteName][]) {
    const dist = join(repoRoot, `mf-${role}`, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const { buildId } = await publishBuild(access, remote, buildFiles(dist), {
      commit: '',
      notes: 'Published by npm start',
    });
    if (buildId === last[remote]) continue;
    for (const environment of BASE_RELEASE_ENVIRONMENTS) {
      const live = overview.channels.find(
        (channel) => channel.environment === environment && channel.remote === remote,
      )?.live;
      if (!live || live === last[remote]) await promoteBuild(access, environment, remote, buildId);
    }
    last[remote] = buildId;
    done.push(`${remote} ${buildId}`);
  }
  writeFileSync(markerFile, `${JSON.stringify(last, null, 2)}\n`);
  return done.length ? `released: ${done.join(', ')}` : null;
}
