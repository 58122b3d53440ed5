import { matchPath } from 'react-router-dom';
import { ROUTE_NAMES, screenOf, type Role, type RouteName } from '@boatcare/shared-domain/core';

/** The screens the remotes serve, from the table of screens. */
const owned = ROUTE_NAMES.flatMap((name) => {
  const { owner, path } = screenOf(name);
  return owner === 'shell' ? [] : [{ role: owner, name, pattern: `/${path}` }];
});

/** The remote that serves a path (without its /:lng), or null when no route has it. */
export function ownerOf(path: string): { role: Role; name: RouteName } | null {
  const hit = owned.find(({ pattern }) => matchPath({ path: pattern, end: true }, path));
  return hit ? { role: hit.role, name: hit.name } : null;
}
