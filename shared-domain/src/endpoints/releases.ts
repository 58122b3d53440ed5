import { z } from 'zod';
import { UserType } from '../enums.ts';
import { remotesConfig } from '../federation/index.ts';
import { messageResponse, uploadFile } from '../schemas/common.ts';
import {
  releaseBeaconBody,
  releaseCanaryBody,
  releaseChannel,
  releaseChannelParams,
  releaseEnvironmentBody,
  releaseFileBytes,
  releaseFileParams,
  releaseOverview,
  releasePromoteBody,
  releasePublished,
  releaseRemoteParams,
  releaseRemotesQuery,
  releaseSettings,
  releaseToken,
} from '../schemas/releases.ts';
import { defineArea, type WriteLimit } from './define.ts';

/**
 * /releases: the registry of published remote versions (docs/releases.md, ADR 16). Reads and
 * writes are the admins'; publishing and the channel writes also accept a remote's release
 * token (`x-release-token`, for a team's CI), checked by the service, so those are declared
 * public here and answer 401/403 themselves.
 */
const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/releases'],
  tags: ['releases'],
  roles: [UserType.Admin],
});

/** A registry write: people click, CI publishes; a loop is refused. */
const WRITE: WriteLimit = { perUser: 60, perIp: 120, window: '10 minutes' };
const BY_TOKEN = 'Admin token, or the release token of the remote (`x-release-token`).';

export const overview = endpoint({
  method: 'GET',
  path: '/releases',
  response: releaseOverview,
  summary: 'Every environment, each remote channel in it, the published versions and their counts',
});

export const publish = endpoint({
  method: 'POST',
  path: '/releases/versions/:remote',
  params: releaseRemoteParams,
  multipart: true,
  // Every file is a part named by its path in the build.
  form: z
    .object({ commit: z.string().optional(), notes: z.string().optional() })
    .catchall(uploadFile),
  response: releasePublished,
  status: [200, 201],
  roles: 'public',
  errors: [401, 403, 409, 422],
  limit: { perIp: 30, window: '1 hour' },
  summary: "Publish a remote's build (fields commit, notes; every file a part named by its path)",
  description: `${BY_TOKEN} The build id is the hash of its files: publishing it again changes nothing (200). A build whose contract version or shared React, router or query versions the shell does not support is refused (422, with the reason).`,
});

export const promote = endpoint({
  method: 'POST',
  path: '/releases/:environment/:remote/promote',
  params: releaseChannelParams,
  body: releasePromoteBody,
  response: releaseChannel,
  roles: 'public',
  errors: [401, 403, 404, 422],
  limit: WRITE,
  summary: 'Make a published version the live one of a remote in an environment',
  description: `${BY_TOKEN} The live version becomes the newest previous one; the canary ends.`,
});

export const canary = endpoint({
  method: 'PUT',
  path: '/releases/:environment/:remote/canary',
  params: releaseChannelParams,
  body: releaseCanaryBody,
  response: releaseChannel,
  roles: 'public',
  errors: [401, 403, 404, 409, 422],
  limit: WRITE,
  summary: 'Try a published version on a share of the people (and a cohort) of an environment',
  description: `${BY_TOKEN} Each person keeps their version (a stable hash of the user id, a cookie for visitors).`,
});

export const endCanary = endpoint({
  method: 'DELETE',
  path: '/releases/:environment/:remote/canary',
  params: releaseChannelParams,
  response: releaseChannel,
  roles: 'public',
  errors: [401, 403, 404],
  limit: WRITE,
  summary: 'End the canary of a remote in an environment (everyone gets the live version)',
  description: BY_TOKEN,
});

export const rollback = endpoint({
  method: 'POST',
  path: '/releases/:environment/:remote/rollback',
  params: releaseChannelParams,
  response: releaseChannel,
  roles: 'public',
  errors: [401, 403, 404, 409],
  limit: WRITE,
  summary: 'Put the previous version of a remote back live in an environment (the canary ends)',
  description: BY_TOKEN,
});

export const addEnvironment = endpoint({
  method: 'POST',
  path: '/releases/environments',
  body: releaseEnvironmentBody,
  response: messageResponse,
  status: 201,
  errors: [409],
  limit: WRITE,
  summary: 'Add an environment (its hosts are configured with RELEASE_HOSTS)',
});

export const saveSettings = endpoint({
  method: 'PUT',
  path: '/releases/settings',
  body: releaseSettings,
  response: releaseSettings,
  limit: WRITE,
  summary: "The canary's automatic rollback: failures per hundred served, and the least count",
});

export const createToken = endpoint({
  method: 'POST',
  path: '/releases/tokens/:remote',
  params: releaseRemoteParams,
  response: releaseToken,
  status: 201,
  limit: WRITE,
  summary: "A new release token for a remote's CI (shown once; the previous one stops working)",
});

export const remotes = endpoint({
  method: 'GET',
  path: '/releases/remotes',
  query: releaseRemotesQuery,
  response: remotesConfig,
  roles: 'public',
  errors: [404],
  summary: "The remotes.json of a host's environment, for the caller (the gateway asks)",
  description:
    'Sticky: a signed-in user by a hash of the user id, a visitor by a cookie. 404 when the registry has nothing live there (the gateway then answers its static file).',
});

export const file = endpoint({
  method: 'GET',
  path: '/releases/files/*',
  params: releaseFileParams,
  response: releaseFileBytes,
  roles: 'public',
  errors: [404],
  summary: "A published remote's file (`<remote>/<build id>/<path>`), cached for good",
});

export const beacon = endpoint({
  method: 'POST',
  path: '/releases/beacon',
  body: releaseBeaconBody,
  response: messageResponse,
  status: 202,
  roles: 'public',
  limit: { perIp: 20, window: '1 minute' },
  summary: 'A browser reports a remote version that failed to load or threw at mount',
  description: 'No personal data. A canary past the failure threshold is rolled back.',
});
