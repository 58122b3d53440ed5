import { randomBytes } from 'node:crypto';
import {
  callerIfSignedIn,
  englishMessage,
  isMissingObject,
  notFound,
  route,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { ROLE_BY_USER_TYPE } from '@boatcare/shared-domain/core';
import { releases } from '@boatcare/shared-domain/endpoints';
import { releaseBuildId, releaseRemote } from '@boatcare/shared-domain/schemas/releases';
import { countFailure, remotesFor, type Asker } from '../repositories/assignment.ts';
import { rollBackFailingCanaries } from '../repositories/channels.ts';
import { readSettings } from '../repositories/registry.ts';
import { buildPrefix } from '../repositories/versions.ts';
import { environmentOf } from '../hosts.ts';

/** A visitor's seed for sticky versions: random, kept a year. */
const SEED_COOKIE = 'boatcare_release';
const SEED = /^[A-Za-z0-9_-]{16,64}$/;

const cookieOf = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** `<remote>/<build id>/<path>` of a published file; null when it cannot be one. */
function fileKey(rest: string): string | null {
  const [remote, buildId, ...path] = rest.split('/');
  const file = path.join('/');
  if (!releaseRemote.safeParse(remote).success || !releaseBuildId.safeParse(buildId).success)
    return null;
  if (!file || file.includes('..') || file.length > 300) return null;
  return `${buildPrefix(remote!, buildId!)}${file}`;
}

/**
 * What browsers ask of the registry: remotes.json for their environment (through the
 * gateway), the published files, and failure reports.
 */
export const releaseDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, releases.remotes, {
    handler: async (request, reply) => {
      const caller = await callerIfSignedIn(request);
      let seed = cookieOf(request.headers.cookie, SEED_COOKIE);
      if (!caller && !(seed && SEED.test(seed))) {
        seed = randomBytes(18).toString('base64url');
        reply.header(
          'set-cookie',
          `${SEED_COOKIE}=${seed}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
        );
      }
      const asker: Asker = {
        seed: caller?.userId ?? seed!,
        userId: caller?.userId ?? null,
        role: caller ? ROLE_BY_USER_TYPE[caller.userType] : null,
        tester: request.headers['x-boatcare-canary'] === '1',
      };
      const host = request.query.host || String(request.headers.host ?? '');
      const answer = await remotesFor(environmentOf(host), asker);
      if (!answer) throw notFound('releases.nothingLive');
      // Per person: never kept by a shared cache.
      return reply.header('cache-control', 'private, no-cache').send(answer);
    },
  });

  route(app, releases.file, {
    handler: async (request, reply) => {
      const key = fileKey(request.params['*']);
      if (!key) throw notFound();
      const { storage } = app;
      let stat;
      try {
        stat = await storage.client.statObject(storage.bucket, key);
      } catch (error) {
        if (isMissingObject(error)) throw notFound();
        throw error;
      }
      return (
        reply
          .type(String(stat.metaData['content-type'] ?? 'application/octet-stream'))
          .header('content-length', String(stat.size))
          // The path holds the build id, which is the hash of the files: never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('access-control-allow-origin', '*')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(await storage.get(key))
      );
    },
  });

  route(app, releases.beacon, {
    handler: async (request, reply) => {
      const { remote, buildId, kind } = request.body;
      if (await countFailure(remote, buildId, kind))
        await rollBackFailingCanaries(remote, buildId, await readSettings());
      return reply.code(202).send({ message: englishMessage('releases.reported') });
    },
  });
};
