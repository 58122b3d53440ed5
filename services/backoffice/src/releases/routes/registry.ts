import { callerOf, englishMessage, route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { fieldErrors, multipart, readMultipart } from '@boatcare/server-kit/images';
import { releases } from '@boatcare/shared-domain/endpoints';
import { releasePublishFields } from '@boatcare/shared-domain/schemas/releases';
import { auditRelease, releaseActor } from '../repositories/access.ts';
import { endCanary, listChannels, promote, rollback, setCanary } from '../repositories/channels.ts';
import {
  addEnvironment,
  createReleaseToken,
  listEnvironments,
  readSettings,
  saveSettings,
} from '../repositories/registry.ts';
import { listVersions, publishVersion } from '../repositories/versions.ts';

/** A remote's build: a few hundred files, a few MB (the gateway passes 25 MB of upload). */
const BUILD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1000,
  fields: 4,
  fieldSize: 4 * 1024,
  parts: 1004,
};

const UPLOAD_KEYS = {
  fileCount: 'releases.tooManyFiles',
  tooLarge: 'errors.http413',
  notMultipart: 'releases.notMultipart',
};

/**
 * The registry's writes and its overview: admins, and for one remote's publishing and channels
 * also that remote's release token. Every change is audited.
 */
export const releaseRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: BUILD_LIMITS });

  route(app, releases.overview, {
    handler: async () => {
      const [environments, channels, versions, settings] = await Promise.all([
        listEnvironments(),
        listChannels(),
        listVersions(),
        readSettings(),
      ]);
      return { environments, channels, versions, settings };
    },
  });

  route(app, releases.publish, {
    handler: async (request, reply) => {
      const { remote } = request.params;
      const actor = await releaseActor(request, remote);
      const form = await readMultipart(request, UPLOAD_KEYS, BUILD_LIMITS);
      const fields = releasePublishFields.safeParse(form.fields);
      if (!fields.success) throw fieldErrors(fields.error.issues);
      const files = form.files.map((file) => ({ path: file.fieldname, buffer: file.buffer }));
      const published = await publishVersion(app.storage, remote, files, fields.data, actor);
      return reply.code(published.created ? 201 : 200).send(published);
    },
  });

  route(app, releases.promote, {
    handler: async (request) => {
      const { environment, remote } = request.params;
      const actor = await releaseActor(request, remote);
      return promote(environment, remote, request.body.buildId, actor);
    },
  });

  route(app, releases.canary, {
    handler: async (request) => {
      const { environment, remote } = request.params;
      const actor = await releaseActor(request, remote);
      return setCanary(environment, remote, request.body, actor);
    },
  });

  route(app, releases.endCanary, {
    handler: async (request) => {
      const { environment, remote } = request.params;
      return endCanary(environment, remote, await releaseActor(request, remote));
    },
  });

  route(app, releases.rollback, {
    handler: async (request) => {
      const { environment, remote } = request.params;
      return rollback(environment, remote, await releaseActor(request, remote));
    },
  });

  route(app, releases.addEnvironment, {
    handler: async (request, reply) => {
      await addEnvironment(request.body.name);
      const actor = { userId: callerOf(request).userId };
      await auditRelease(actor, 'releases.addEnvironment', `releases/${request.body.name}`, {});
      return reply.code(201).send({ message: englishMessage('releases.environmentAdded') });
    },
  });

  route(app, releases.saveSettings, {
    handler: async (request) => {
      const before = await readSettings();
      const saved = await saveSettings(request.body);
      await auditRelease(
        { userId: callerOf(request).userId },
        'releases.settings',
        'releases/settings',
        {
          from: before,
          to: saved,
        },
      );
      return saved;
    },
  });

  route(app, releases.createToken, {
    handler: async (request, reply) => {
      const { remote } = request.params;
      const token = await createReleaseToken(remote);
      await auditRelease(
        { userId: callerOf(request).userId },
        'releases.token',
        `releases/${remote}`,
        {},
      );
      return reply.code(201).send({ remote, token });
    },
  });
};
