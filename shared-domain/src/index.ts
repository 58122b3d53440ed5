// The zod-free part, through the package name: one shared copy (see core.ts).
export * from '@boatcare/shared-domain/core';
export * from './schemas/index.ts';
export * from './pricing/index.ts';
export * from './geo/index.ts';
export * from './harbours/index.ts';
export * from './payments/index.ts';
export * from './countries/index.ts';
export * from './job-lifecycle.ts';
export * from './clubs/season.ts';
