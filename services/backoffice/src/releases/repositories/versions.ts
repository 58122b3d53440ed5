import { isDuplicateKey, notFound, type Storage } from '@boatcare/server-kit';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import type { ReleaseVersion } from '@boatcare/shared-domain/schemas/releases';
import { ReleaseVersionModel, type ReleaseVersionRecord } from '../models/release-version.ts';
import { actorName, auditRelease, type ReleaseActor } from './access.ts';
import { buildIdOf, checkBuild, contentTypeOf, type BuildFile } from './build-files.ts';

/** Where a published build's files live in object storage. */
export const buildPrefix = (remote: string, buildId: string) => `remotes/${remote}/${buildId}/`;

type VersionDoc = ReleaseVersionRecord & { published_at: Date };

export const versionView = (doc: VersionDoc): ReleaseVersion => ({
  remote: doc.remote as RemoteName,
  buildId: doc.build_id,
  commit: doc.commit,
  contractVersion: doc.contract_version,
  shared: (doc.shared ?? {}) as Record<string, string>,
  sizeBytes: doc.size_bytes,
  fileCount: doc.files.length,
  notes: doc.notes,
  publishedBy: doc.published_by,
  publishedAt: new Date(doc.published_at).toISOString(),
  counts: {
    served: doc.counts?.served ?? 0,
    loadFailures: doc.counts?.loadFailures ?? 0,
    mountErrors: doc.counts?.mountErrors ?? 0,
  },
});

const findVersion = (remote: string, buildId: string) =>
  ReleaseVersionModel.findOne({ remote, build_id: buildId }).lean<VersionDoc>();

/** A published version, or 404. */
export async function versionOf(remote: string, buildId: string): Promise<VersionDoc> {
  const found = await findVersion(remote, buildId);
  if (!found) throw notFound('releases.versionNotFound');
  return found;
}

/**
 * Publishes a build: checks it (contract and shared versions), stores its files under their
 * content-addressed prefix and registers the version. The same files again are the same build:
 * nothing is written (created: false). A published version never changes.
 */
export async function publishVersion(
  storage: Storage,
  remote: RemoteName,
  files: BuildFile[],
  fields: { commit: string; notes: string },
  actor: ReleaseActor,
): Promise<{ version: ReleaseVersion; created: boolean }> {
  const declaration = checkBuild(remote, files);
  const buildId = buildIdOf(files);
  const existing = await findVersion(remote, buildId);
  if (existing) return { version: versionView(existing), created: false };
  const prefix = buildPrefix(remote, buildId);
  // The key holds the content's hash, so a file already there (an interrupted publish) is this one.
  for (const file of files) {
    const key = `${prefix}${file.path}`;
    if (!(await storage.exists(key))) await storage.put(key, file.buffer, contentTypeOf(file.path));
  }
  try {
    const created = await ReleaseVersionModel.create({
      remote,
      build_id: buildId,
      commit: fields.commit,
      contract_version: declaration.contractVersion ?? 0,
      shared: declaration.shared,
      size_bytes: files.reduce((sum, file) => sum + file.buffer.length, 0),
      files: files.map((file) => file.path).sort(),
      notes: fields.notes,
      published_by: actorName(actor),
    });
    const version = versionView(created.toObject());
    await auditRelease(actor, 'releases.publish', `releases/${remote}/${buildId}`, {
      commit: fields.commit,
      contractVersion: version.contractVersion,
    });
    return { version, created: true };
  } catch (error) {
    // Published by another request at the same moment: the same build.
    const raced = isDuplicateKey(error) ? await findVersion(remote, buildId) : null;
    if (raced) return { version: versionView(raced), created: false };
    throw error;
  }
}

export async function listVersions(): Promise<ReleaseVersion[]> {
  const docs = await ReleaseVersionModel.find()
    .sort({ published_at: -1, _id: -1 })
    .limit(500)
    .lean<VersionDoc[]>();
  return docs.map(versionView);
}
