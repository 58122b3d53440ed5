/**
 * `@boatcare/shared-domain/core`: what the shell's first paint needs (user types and roles,
 * languages and currencies, the table of screens and the paths built from it), without zod.
 * The package root re-exports it through the package name, so Module Federation shares one copy
 * (a public page loads this module, not the root with every schema: docs/performance.md).
 */
export * from './enums.ts';
export * from './locale.ts';
export * from './screens.ts';
export * from './routing.ts';
export * from './public-pages.ts';
export * from './texts-fingerprint.ts';
export * from './content-overlay.ts';
export * from './text-areas.ts';
export * from './deleted-person.ts';
