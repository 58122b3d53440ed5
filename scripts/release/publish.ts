import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import {
  buildDeclarationOf,
  releaseRefusal,
} from '@boatcare/shared-domain/federation/compatibility';
import { auth, pathOf, releases } from '@boatcare/shared-domain/endpoints';

/** How the release script reaches the registry: the gateway's API base and a credential. */
export interface RegistryAccess {
  /** The API base, e.g. http://localhost:8080/v1. */
  api: string;
  /** A release token of the remote (x-release-token), or an admin's bearer token. */
  auth: { releaseToken: string } | { bearer: string };
}

/** Every file of a build folder, by its path inside it (with `/`). */
export function buildFiles(dist: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dist, path).split(sep).join('/'), readFileSync(path));
    }
  };
  walk(dist);
  return files;
}

/**
 * Why the shell cannot run this build (the same check the registry makes, so a team learns it
 * before uploading), or null.
 */
export function localRefusal(remote: RemoteName, files: Map<string, Buffer>): string | null {
  const declaration = buildDeclarationOf(remote, (path) => files.get(path)?.toString('utf8'));
  return typeof declaration === 'string' ? declaration : releaseRefusal(declaration);
}

const headersOf = ({ auth }: RegistryAccess): Record<string, string> =>
  'releaseToken' in auth
    ? { 'x-release-token': auth.releaseToken }
    : { authorization: `Bearer ${auth.bearer}` };

async function answer(response: Response, what: string) {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${what}: ${response.status} ${String(body.message ?? body.code ?? '')}`);
  return body;
}

/** Uploads a build as a version (the registry checks and stores it); answers its build id. */
export async function publishBuild(
  access: RegistryAccess,
  remote: RemoteName,
  files: Map<string, Buffer>,
  fields: { commit: string; notes: string },
): Promise<{ buildId: string; created: boolean }> {
  const form = new FormData();
  form.append('commit', fields.commit);
  form.append('notes', fields.notes);
  for (const [path, buffer] of files)
    form.append(path, new Blob([new Uint8Array(buffer)]), path.split('/').pop());
  const response = await fetch(`${access.api}/${pathOf(releases.publish.path, { remote })}`, {
    method: 'POST',
    headers: headersOf(access),
    body: form,
  });
  const body = await answer(response, 'publishing was refused');
  const version = body.version as { buildId: string };
  return { buildId: version.buildId, created: body.created === true };
}

/** Makes a published version live in an environment. */
export async function promoteBuild(
  access: RegistryAccess,
  environment: string,
  remote: RemoteName,
  buildId: string,
): Promise<void> {
  const response = await fetch(
    `${access.api}/${pathOf(releases.promote.path, { environment, remote })}`,
    {
      method: 'POST',
      headers: { ...headersOf(access), 'content-type': 'application/json' },
      body: JSON.stringify({ buildId }),
    },
  );
  await answer(response, `promoting to ${environment} was refused`);
}

/** An admin's token from their email and password (the embedded platform's first publish). */
export async function adminToken(api: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${api}/${pathOf(auth.login.path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await answer(response, 'signing in was refused');
  return String(body.access_token);
}
