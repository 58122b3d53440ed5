import type { ComponentType } from 'react';
import type { Role, RouteName, ScreenOf } from '@boatcare/shared-domain/core';

/** A role's pages: one for each screen the table of screens gives the role, and no other. */
export type RemotePages<R extends Role> = { readonly [K in ScreenOf<R>]: ComponentType };

/**
 * What every remote's `./routes` module exports by default (contract version 3). The shell
 * mounts each page at its path and behind its guard, and builds the role's navigation, all from
 * the table of screens (shared-domain `screens`, ADR 11).
 */
export interface RemoteModule<R extends Role> {
  role: R;
  pages: RemotePages<R>;
}

/**
 * A remote's `./routes` export. The compiler refuses a page missing for one of the role's
 * screens, and a page for a screen the role does not own.
 */
export function defineRemote<R extends Role, P extends RemotePages<R>>(
  role: R,
  pages: P & Record<Exclude<keyof P, ScreenOf<R>>, never>,
): RemoteModule<R> {
  return { role, pages };
}

/** Pages by screen name as read at run time: a loaded remote's, the shell's own. */
export type ScreenPages = Partial<Record<RouteName, ComponentType>>;

/** A remote module of any role, as the shell and the standalone page read it. */
export interface MountedRemote {
  role: Role;
  pages: ScreenPages;
}
