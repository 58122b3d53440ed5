import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { conflict } from '@boatcare/server-kit';
import {
  BASE_RELEASE_ENVIRONMENTS,
  type ReleaseSettings,
} from '@boatcare/shared-domain/schemas/releases';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import { ReleaseRegistryModel } from '../models/release-registry.ts';

const BASE_ENVIRONMENTS = BASE_RELEASE_ENVIRONMENTS;

const KEY = { key: 'registry' };

/** The registry's one settings document, made on first use. */
async function registry() {
  const found = await ReleaseRegistryModel.findOne(KEY).lean();
  if (found) return found;
  // Another instance may make it at the same moment: its copy is as good.
  await ReleaseRegistryModel.create(KEY).catch(() => undefined);
  return (await ReleaseRegistryModel.findOne(KEY).lean())!;
}

export async function listEnvironments(): Promise<string[]> {
  const { environments } = await registry();
  return [...BASE_ENVIRONMENTS, ...(environments ?? []).filter((name) => !isBase(name))];
}

const isBase = (name: string) => (BASE_ENVIRONMENTS as readonly string[]).includes(name);

export async function addEnvironment(name: string): Promise<void> {
  await registry();
  const added = isBase(name)
    ? null
    : await ReleaseRegistryModel.findOneAndUpdate(
        { ...KEY, environments: { $ne: name } },
        { $push: { environments: name } },
      );
  if (!added) throw conflict('releases.environmentExists');
}

export async function readSettings(): Promise<ReleaseSettings> {
  const doc = await registry();
  return { failureThreshold: doc.failure_threshold, minFailures: doc.min_failures };
}

export async function saveSettings(settings: ReleaseSettings): Promise<ReleaseSettings> {
  await registry();
  await ReleaseRegistryModel.updateOne(KEY, {
    $set: { failure_threshold: settings.failureThreshold, min_failures: settings.minFailures },
  });
  return readSettings();
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new release token for `remote`; only its hash is kept, so it is shown once. */
export async function createReleaseToken(remote: RemoteName): Promise<string> {
  await registry();
  const token = `rt_${remote}_${randomBytes(24).toString('base64url')}`;
  await ReleaseRegistryModel.updateOne(KEY, {
    $set: { [`token_hashes.${remote}`]: hashOf(token) },
  });
  return token;
}

/** Whether `token` is the current release token of `remote`. */
export async function isReleaseToken(remote: RemoteName, token: string): Promise<boolean> {
  const stored = ((await registry()).token_hashes as Record<string, string> | undefined)?.[remote];
  if (!stored) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
