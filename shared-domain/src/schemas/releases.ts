import { z } from 'zod';
import { ROLE_BY_USER_TYPE, UserType } from '../enums.ts';
import { REMOTES, type RemoteName } from '../federation/index.ts';

/** A remote's container name (mf_customer ...). */
export const releaseRemote = z.enum([
  REMOTES.customer,
  REMOTES.provider,
  REMOTES.club,
  REMOTES.admin,
] as const satisfies readonly RemoteName[]);

/** The environments every registry has; teams add more. */
export const BASE_RELEASE_ENVIRONMENTS = ['production', 'staging'] as const;

/** An environment: production, staging, or one a team adds. */
export const releaseEnvironment = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,29}$/, 'releases.validation.environment');

/** A build id: the first 16 hex digits of the sha256 over the build's files (content addressed). */
export const releaseBuildId = z.string().regex(/^[a-f0-9]{16}$/);

const roleName = z.enum([
  ROLE_BY_USER_TYPE[UserType.Admin],
  ROLE_BY_USER_TYPE[UserType.Customer],
  ROLE_BY_USER_TYPE[UserType.Provider],
  ROLE_BY_USER_TYPE[UserType.Club],
] as const);

/** How often each version was handed out, failed to load and threw at mount. */
export const releaseCounts = z.object({
  served: z.number().int(),
  loadFailures: z.number().int(),
  mountErrors: z.number().int(),
});

/** A published version of one remote: immutable once published. */
export const releaseVersion = z.object({
  remote: releaseRemote,
  buildId: releaseBuildId,
  commit: z.string(),
  contractVersion: z.number().int(),
  /** The shared singletons' versions the build was made with (react, react-dom, ...). */
  shared: z.record(z.string(), z.string()),
  sizeBytes: z.number().int(),
  fileCount: z.number().int(),
  notes: z.string(),
  publishedBy: z.string(),
  publishedAt: z.iso.datetime(),
  counts: releaseCounts,
});
export type ReleaseVersion = z.infer<typeof releaseVersion>;

/** Who gets the canary: a share of everyone, plus a cohort that always does. */
export const releaseCanaryBody = z
  .object({
    buildId: releaseBuildId,
    share: z.number().int().min(0).max(100),
    userIds: z
      .array(z.string().regex(/^[a-f\d]{24}$/i))
      .max(200)
      .default([]),
    roles: z.array(roleName).max(4).default([]),
    /** Testers who send the header `x-boatcare-canary: 1` get the canary. */
    testers: z.boolean().default(false),
  })
  .strict();
export type ReleaseCanaryBody = z.input<typeof releaseCanaryBody>;

export const releaseCanary = releaseCanaryBody.extend({
  startedAt: z.iso.datetime(),
  counts: releaseCounts,
});

/** One remote in one environment: what runs, what ran before, and the canary. */
export const releaseChannel = z.object({
  environment: releaseEnvironment,
  remote: releaseRemote,
  live: releaseBuildId.nullable(),
  /** Newest first: what a rollback restores. */
  previous: z.array(releaseBuildId),
  canary: releaseCanary.nullable(),
  updatedAt: z.iso.datetime(),
});
export type ReleaseChannel = z.infer<typeof releaseChannel>;

/** The canary rollback rule: failures per hundred served, once at least `minFailures` came. */
export const releaseSettings = z
  .object({
    failureThreshold: z.number().int().min(1).max(100),
    minFailures: z.number().int().min(1).max(1000),
  })
  .strict();
export type ReleaseSettings = z.infer<typeof releaseSettings>;

export const releaseOverview = z.object({
  environments: z.array(releaseEnvironment),
  channels: z.array(releaseChannel),
  versions: z.array(releaseVersion),
  settings: releaseSettings,
});
export type ReleaseOverview = z.infer<typeof releaseOverview>;

export const releaseChannelParams = z.object({
  environment: releaseEnvironment,
  remote: releaseRemote,
});
export const releaseRemoteParams = z.object({ remote: releaseRemote });
export const releasePromoteBody = z.object({ buildId: releaseBuildId }).strict();
export const releaseEnvironmentBody = z.object({ name: releaseEnvironment }).strict();

/** The publish form's text fields (the files are the other parts, named by their path). */
export const releasePublishFields = z.object({
  commit: z.string().max(64).default(''),
  notes: z.string().max(2000).default(''),
});

export const releasePublished = z.object({
  version: releaseVersion,
  /** False when the same build was already published (nothing was written). */
  created: z.boolean(),
});

export const releaseToken = z.object({ remote: releaseRemote, token: z.string() });

/** What a browser reports: a version that failed to load or threw at mount, nothing personal. */
export const releaseBeaconBody = z
  .object({
    remote: releaseRemote,
    buildId: releaseBuildId,
    kind: z.enum(['load', 'mount']),
  })
  .strict();

export const releaseRemotesQuery = z.object({ host: z.string().max(255).default('') });

/** A published file: the rest of the path is `<remote>/<build id>/<file path>`. */
export const releaseFileParams = z.object({ '*': z.string().max(400) });
export const releaseFileBytes = z.unknown().describe("A published remote's file");
