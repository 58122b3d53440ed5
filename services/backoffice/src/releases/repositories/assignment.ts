import { createHash } from 'node:crypto';
import { pathBase, releases } from '@boatcare/shared-domain/endpoints';
import type { RemoteName, RemotesConfig } from '@boatcare/shared-domain/federation';
import { ReleaseChannelModel, type ReleaseChannelRecord } from '../models/release-channel.ts';
import { ReleaseVersionModel } from '../models/release-version.ts';

/** Who asks for remotes.json: the stable seed (user id, or a visitor's cookie) and the cohort. */
export interface Asker {
  seed: string;
  userId: string | null;
  role: string | null;
  tester: boolean;
}

/** Where the browser fetches a published file (the gateway adds /v1 in front). */
export const FILE_ROUTE = `/v1/${pathBase(releases.file.path)}`;

export const manifestUrlOf = (remote: string, buildId: string) =>
  `${FILE_ROUTE}${remote}/${buildId}/mf-manifest.json`;

/**
 * 0-99 for this person and this canary: the same on every request and every back-office
 * instance (a hash, no state), and independent between canaries and remotes.
 */
export const bucketOf = (seed: string, remote: string, buildId: string) =>
  createHash('sha256').update(`${seed}:${remote}:${buildId}`).digest().readUInt32BE(0) % 100;

type Canary = NonNullable<ReleaseChannelRecord['canary']>;

const getsCanary = (canary: Canary, remote: string, asker: Asker) =>
  (asker.userId !== null && canary.user_ids.includes(asker.userId)) ||
  (asker.role !== null && canary.roles.includes(asker.role)) ||
  (canary.testers && asker.tester) ||
  bucketOf(asker.seed, remote, canary.build_id) < canary.share;

/**
 * The remotes.json of `environment` for `asker`: each remote with a live version, the canary
 * for those it picks. Null when nothing is live there (the gateway answers its own file). The
 * canaries handed out are counted (their failure rate is per time served).
 */
export async function remotesFor(environment: string, asker: Asker): Promise<RemotesConfig | null> {
  const channels = await ReleaseChannelModel.find({ environment, live: { $ne: null } }).lean();
  if (!channels.length) return null;
  const answer: RemotesConfig = {};
  const builds: Record<string, string> = {};
  const served: { remote: string; buildId: string; canary: boolean }[] = [];
  for (const channel of channels) {
    const remote = channel.remote as RemoteName;
    const canary = channel.canary && getsCanary(channel.canary, remote, asker);
    const buildId = canary && channel.canary ? channel.canary.build_id : channel.live!;
    answer[remote] = manifestUrlOf(remote, buildId);
    builds[remote] = buildId;
    served.push({ remote, buildId, canary: Boolean(canary) });
  }
  await Promise.all(
    served.map(({ remote, buildId, canary }) =>
      Promise.all([
        ReleaseVersionModel.updateOne(
          { remote, build_id: buildId },
          { $inc: { 'counts.served': 1 } },
        ),
        canary
          ? ReleaseChannelModel.updateOne(
              { environment, remote, 'canary.build_id': buildId },
              { $inc: { 'canary.served': 1 } },
              { timestamps: false },
            )
          : null,
      ]),
    ),
  );
  return { ...answer, builds };
}

/** Counts a failure report against the version and every canary of it. */
export async function countFailure(
  remote: RemoteName,
  buildId: string,
  kind: 'load' | 'mount',
): Promise<boolean> {
  const field = kind === 'load' ? 'loadFailures' : 'mountErrors';
  const counted = await ReleaseVersionModel.updateOne(
    { remote, build_id: buildId },
    { $inc: { [`counts.${field}`]: 1 } },
  );
  if (!counted.matchedCount) return false;
  await ReleaseChannelModel.updateMany(
    { remote, 'canary.build_id': buildId },
    { $inc: { [kind === 'load' ? 'canary.load_failures' : 'canary.mount_errors']: 1 } },
    { timestamps: false },
  );
  return true;
}
