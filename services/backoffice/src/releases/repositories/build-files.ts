import { createHash } from 'node:crypto';
import { HttpError } from '@boatcare/server-kit';
import { releaseRefusal, type BuildDeclaration } from '@boatcare/shared-domain/federation';
import { REMOTE_CONTRACT_MODULE, SHELL_SHARED_VERSIONS } from '@boatcare/shared-domain/federation';

export interface BuildFile {
  path: string;
  buffer: Buffer;
}

/** A file's path inside a build: plain segments, never `..` or an absolute path. */
const SAFE_PATH = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

const refused = (reason: string) => new HttpError(422, 'releases.refused', reason);

/** The build id: the hash over every file's path and content, so the same build is the same id. */
export function buildIdOf(files: BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${file.path}\0${createHash('sha256').update(file.buffer).digest('hex')}\n`);
  return hash.digest('hex').slice(0, 16);
}

interface Manifest {
  name?: unknown;
  shared?: { name?: unknown; version?: unknown }[];
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown[] } } }[];
}

/**
 * What a build says about itself: the contract version its `./contract` chunk carries
 * (`contractVersion:3`, written by the build preset) and the versions of the shared singletons
 * the shell provides, from its mf-manifest.json.
 */
export function declarationOf(remote: string, files: BuildFile[]): BuildDeclaration {
  const byPath = new Map(files.map((file) => [file.path, file.buffer]));
  const manifestBytes = byPath.get('mf-manifest.json');
  if (!manifestBytes || !byPath.has('remoteEntry.js'))
    throw refused('the build has no mf-manifest.json or remoteEntry.js at its root');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    throw refused('mf-manifest.json is not JSON');
  }
  if (manifest.name !== remote)
    throw refused(`the build is ${String(manifest.name)}, not ${remote}`);
  const shared: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.name === 'string' && entry.name in SHELL_SHARED_VERSIONS)
      shared[entry.name] = String(entry.version);
  }
  const contract = (manifest.exposes ?? []).find(
    (expose) => expose.path === REMOTE_CONTRACT_MODULE,
  );
  const chunk = contract?.assets?.js?.sync?.[0];
  const source = typeof chunk === 'string' ? byPath.get(chunk)?.toString('utf8') : undefined;
  const match = source ? /contractVersion\s*:\s*(\d+)/.exec(source) : null;
  return { contractVersion: match ? Number(match[1]) : null, shared };
}

/** Checks a build's files before anything is stored; the reason of a refusal is the message. */
export function checkBuild(remote: string, files: BuildFile[]): BuildDeclaration {
  if (!files.length) throw refused('no files');
  const bad = files.find((file) => !SAFE_PATH.test(file.path) || file.path.length > 300);
  if (bad) throw refused(`a file path is not allowed: ${bad.path.slice(0, 80)}`);
  if (new Set(files.map((file) => file.path)).size !== files.length)
    throw refused('a file path appears twice');
  const declaration = declarationOf(remote, files);
  const reason = releaseRefusal(declaration);
  if (reason) throw refused(reason);
  return declaration;
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

export const contentTypeOf = (path: string) =>
  TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
