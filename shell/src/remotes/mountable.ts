import type { ComponentType } from 'react';
import type { Role, RouteName } from '@boatcare/shared-domain/core';
import type { MountedRemote, ScreenPages } from '@boatcare/shared-ui';

/** What `./routes` exported before contract version 3: pages that guard themselves. */
interface LegacyRemoteModule {
  routes: { name: RouteName; Component: ComponentType }[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A remote's `./routes` export as the shell mounts it, or null when it is neither shape:
 * contract version 3's `{ role, pages }` (of the role it was loaded for), or versions 1 and 2's
 * `{ routes, navigation }`, whose pages carry their own guards (the table's guard around them
 * changes nothing) and whose navigation the table's replaces.
 */
export function mountable(role: Role, exported: unknown): MountedRemote | null {
  if (!isObject(exported)) return null;
  if (isObject(exported.pages)) {
    return exported.role === role ? { role, pages: exported.pages as ScreenPages } : null;
  }
  if (!Array.isArray(exported.routes)) return null;
  const { routes } = exported as unknown as LegacyRemoteModule;
  return { role, pages: Object.fromEntries(routes.map((route) => [route.name, route.Component])) };
}
