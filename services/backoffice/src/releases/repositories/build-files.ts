import { createHash } from 'node:crypto';
import { HttpError } from '@boatcare/server-kit';
import {
  buildDeclarationOf,
  releaseRefusal,
  type BuildDeclaration,
} from '@boatcare/shared-domain/federation/compatibility';

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

/** Checks a build's files before anything is stored; the reason of a refusal is the message. */
export function checkBuild(remote: string, files: BuildFile[]): BuildDeclaration {
  if (!files.length) throw refused('no files');
  const bad = files.find((file) => !SAFE_PATH.test(file.path) || file.path.length > 300);
  if (bad) throw refused(`a file path is not allowed: ${bad.path.slice(0, 80)}`);
  if (new Set(files.map((file) => file.path)).size !== files.length)
    throw refused('a file path appears twice');
  const byPath = new Map(files.map((file) => [file.path, file.buffer]));
  const declaration = buildDeclarationOf(remote, (path) => byPath.get(path)?.toString('utf8'));
  if (typeof declaration === 'string') throw refused(declaration);
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
