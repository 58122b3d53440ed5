/**
 * npm run release -w mf-<role> -- --env staging [--notes "..."] [--no-build]
 *
 * Builds the remote, checks that the shell can run it (contract version, shared React, router
 * and query versions), publishes it to the back office's release registry (files to object
 * storage under their content hash) and makes it live in the environment. From a team's CI
 * with the remote's release token. Runbook: docs/releases.md.
 *
 * Environment: BOATCARE_API (default http://localhost:8080/v1), and BOATCARE_RELEASE_TOKEN (the
 * remote's release token) or BOATCARE_ADMIN_TOKEN, or BOATCARE_ADMIN_EMAIL and
 * BOATCARE_ADMIN_PASSWORD (the embedded platform's demo admin when none is set).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROLE_BY_USER_TYPE, type Role } from '@boatcare/shared-domain/core';
import { REMOTES } from '@boatcare/shared-domain/federation';
import {
  adminToken,
  buildFiles,
  localRefusal,
  promoteBuild,
  publishBuild,
  type RegistryAccess,
} from './publish.ts';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    notes: { type: 'string', default: '' },
    'no-build': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

const packageDir = process.cwd();
const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
};
const role = name.replace(/^@boatcare\/mf-/, '') as Role;
if (!Object.values(ROLE_BY_USER_TYPE).includes(role))
  fail(`run it in a remote's package (npm run release -w mf-<role>), not ${name}`);
const remote = REMOTES[role];
if (!values.env) fail('--env <environment> is required (production, staging, ...)');

async function access(api: string): Promise<RegistryAccess> {
  const env = process.env;
  if (env.BOATCARE_RELEASE_TOKEN)
    return { api, auth: { releaseToken: env.BOATCARE_RELEASE_TOKEN } };
  if (env.BOATCARE_ADMIN_TOKEN) return { api, auth: { bearer: env.BOATCARE_ADMIN_TOKEN } };
  const email = env.BOATCARE_ADMIN_EMAIL ?? 'admin@boatcare.test';
  const password = env.BOATCARE_ADMIN_PASSWORD ?? 'boatcare-demo';
  return { api, auth: { bearer: await adminToken(api, email, password) } };
}

if (!values['no-build'])
  execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
const dist = join(packageDir, process.env.BOATCARE_DIST_DIR ?? 'dist');
if (!existsSync(join(dist, 'mf-manifest.json')))
  fail(`no build in ${dist} (run it without --no-build)`);
const files = buildFiles(dist);
const refusal = localRefusal(remote, files);
if (refusal) fail(`the shell cannot run this build: ${refusal}`);

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();

const api = process.env.BOATCARE_API ?? 'http://localhost:8080/v1';
try {
  const registry = await access(api);
  const { buildId, created } = await publishBuild(registry, remote, files, {
    commit,
    notes: values.notes,
  });
  console.log(`${remote} ${buildId}: ${created ? 'published' : 'already published'}`);
  await promoteBuild(registry, values.env, remote, buildId);
  console.log(`${remote} ${buildId} is live in ${values.env}`);
} catch (error) {
  // fetch's own failure: nothing answered at that address.
  const { message } = error as Error;
  fail(message === 'fetch failed' ? `${api} did not answer` : message);
}
