import { conflict, HttpError, notFound } from '@boatcare/server-kit';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import { releaseRefusal } from '@boatcare/shared-domain/federation/compatibility';
import type { ReleaseChannel } from '@boatcare/shared-domain/schemas/releases';
import type { z } from 'zod';
import type { releaseCanaryBody } from '@boatcare/shared-domain/schemas/releases';
import { ReleaseChannelModel, type ReleaseChannelRecord } from '../models/release-channel.ts';
import { auditRelease, type ReleaseActor } from './access.ts';
import { listEnvironments } from './registry.ts';
import { versionOf } from './versions.ts';

type ChannelDoc = ReleaseChannelRecord & { _id: unknown; updated_at: Date };
type Canary = NonNullable<ChannelDoc['canary']>;

/** How many versions a channel remembers for rollbacks. */
const PREVIOUS_KEPT = 20;

export const channelView = (doc: ChannelDoc): ReleaseChannel => ({
  environment: doc.environment,
  remote: doc.remote as RemoteName,
  live: doc.live ?? null,
  previous: doc.previous,
  canary: doc.canary ? canaryView(doc.canary) : null,
  updatedAt: new Date(doc.updated_at).toISOString(),
});

const canaryView = (canary: Canary) => ({
  buildId: canary.build_id,
  share: canary.share,
  userIds: canary.user_ids,
  roles: canary.roles as ('admin' | 'customer' | 'provider' | 'club')[],
  testers: canary.testers,
  startedAt: new Date(canary.started_at).toISOString(),
  counts: {
    served: canary.served ?? 0,
    loadFailures: canary.load_failures ?? 0,
    mountErrors: canary.mount_errors ?? 0,
  },
});

export async function listChannels(): Promise<ReleaseChannel[]> {
  const docs = await ReleaseChannelModel.find()
    .sort({ environment: 1, remote: 1 })
    .lean<ChannelDoc[]>();
  return docs.map(channelView);
}

/** The channel of `remote` in `environment` (made on first use); 404 for an unknown environment. */
async function channelOf(environment: string, remote: RemoteName): Promise<ChannelDoc> {
  if (!(await listEnvironments()).includes(environment))
    throw notFound('releases.environmentNotFound');
  const found = await ReleaseChannelModel.findOne({ environment, remote }).lean<ChannelDoc>();
  if (found) return found;
  await ReleaseChannelModel.create({ environment, remote }).catch(() => undefined);
  return (await ReleaseChannelModel.findOne({ environment, remote }).lean<ChannelDoc>())!;
}

/** A version the shell can run (checked again when it is put in front of people). */
async function runnable(remote: RemoteName, buildId: string) {
  const version = await versionOf(remote, buildId);
  const reason = releaseRefusal({
    contractVersion: version.contract_version,
    shared: (version.shared ?? {}) as Record<string, string>,
  });
  if (reason) throw new HttpError(422, 'releases.refused', reason);
  return version;
}

/**
 * Changes a channel from what it was read as: when another write came first, it is read
 * again and `change` decides anew (two admins clicking at once, a beacon's rollback).
 */
async function changeChannel(
  environment: string,
  remote: RemoteName,
  change: (doc: ChannelDoc) => Partial<Pick<ChannelDoc, 'live' | 'previous' | 'canary'>>,
): Promise<{ before: ChannelDoc; after: ChannelDoc }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await channelOf(environment, remote);
    const after = await ReleaseChannelModel.findOneAndUpdate(
      { _id: before._id, updated_at: before.updated_at },
      { $set: change(before) },
      { returnDocument: 'after' },
    ).lean<ChannelDoc>();
    if (after) return { before, after };
  }
  throw conflict('releases.busy');
}

const target = (environment: string, remote: string) => `releases/${environment}/${remote}`;

export async function promote(
  environment: string,
  remote: RemoteName,
  buildId: string,
  actor: ReleaseActor,
): Promise<ReleaseChannel> {
  await runnable(remote, buildId);
  const { before, after } = await changeChannel(environment, remote, (doc) => ({
    live: buildId,
    previous:
      doc.live && doc.live !== buildId
        ? [doc.live, ...doc.previous.filter((id) => id !== buildId)].slice(0, PREVIOUS_KEPT)
        : doc.previous,
    canary: null,
  }));
  await auditRelease(actor, 'releases.promote', target(environment, remote), {
    from: before.live ?? null,
    to: buildId,
  });
  return channelView(after);
}

export async function setCanary(
  environment: string,
  remote: RemoteName,
  body: z.output<typeof releaseCanaryBody>,
  actor: ReleaseActor,
): Promise<ReleaseChannel> {
  await runnable(remote, body.buildId);
  const current = await channelOf(environment, remote);
  if (!current.live) throw conflict('releases.noLiveVersion');
  if (current.live === body.buildId) throw conflict('releases.canaryIsLive');
  const { before, after } = await changeChannel(environment, remote, (doc) => ({
    canary: {
      build_id: body.buildId,
      share: body.share,
      user_ids: body.userIds,
      roles: body.roles,
      testers: body.testers,
      // The same build keeps its counts when only the share changes.
      started_at: doc.canary?.build_id === body.buildId ? doc.canary.started_at : new Date(),
      served: doc.canary?.build_id === body.buildId ? doc.canary.served : 0,
      load_failures: doc.canary?.build_id === body.buildId ? doc.canary.load_failures : 0,
      mount_errors: doc.canary?.build_id === body.buildId ? doc.canary.mount_errors : 0,
    },
  }));
  await auditRelease(actor, 'releases.canary', target(environment, remote), {
    from: before.canary ? { buildId: before.canary.build_id, share: before.canary.share } : null,
    to: { buildId: body.buildId, share: body.share },
  });
  return channelView(after);
}

export async function endCanary(
  environment: string,
  remote: RemoteName,
  actor: ReleaseActor,
): Promise<ReleaseChannel> {
  const { before, after } = await changeChannel(environment, remote, () => ({ canary: null }));
  if (before.canary)
    await auditRelease(actor, 'releases.endCanary', target(environment, remote), {
      from: { buildId: before.canary.build_id, share: before.canary.share },
      to: null,
    });
  return channelView(after);
}

export async function rollback(
  environment: string,
  remote: RemoteName,
  actor: ReleaseActor,
): Promise<ReleaseChannel> {
  const { before, after } = await changeChannel(environment, remote, (doc) => {
    const [restored, ...older] = doc.previous;
    if (!restored) throw conflict('releases.nothingToRollBack');
    return { live: restored, previous: older, canary: null };
  });
  await auditRelease(actor, 'releases.rollback', target(environment, remote), {
    from: before.live ?? null,
    to: after.live,
  });
  return channelView(after);
}

/**
 * Ends a canary that fails too often: at least `minFailures` failures, and more than
 * `failureThreshold` per hundred times it was served. Only the canary counted is ended (a new
 * one set meanwhile stays).
 */
export async function rollBackFailingCanaries(
  remote: RemoteName,
  buildId: string,
  rule: { failureThreshold: number; minFailures: number },
): Promise<void> {
  const channels = await ReleaseChannelModel.find({ remote, 'canary.build_id': buildId }).lean<
    ChannelDoc[]
  >();
  for (const channel of channels) {
    const canary = channel.canary;
    if (!canary) continue;
    const failures = (canary.load_failures ?? 0) + (canary.mount_errors ?? 0);
    const served = Math.max(canary.served ?? 0, 1);
    if (failures < rule.minFailures || failures * 100 < rule.failureThreshold * served) continue;
    const ended = await ReleaseChannelModel.findOneAndUpdate(
      { _id: channel._id, 'canary.build_id': buildId, 'canary.started_at': canary.started_at },
      { $set: { canary: null } },
    );
    if (ended)
      await auditRelease(
        { system: true },
        'releases.autoRollback',
        target(channel.environment, remote),
        {
          from: { buildId, share: canary.share },
          to: null,
          failures,
          served: canary.served ?? 0,
        },
      );
  }
}
