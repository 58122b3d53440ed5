import { matchPath } from 'react-router-dom';
import { paths, REMOTE_ROUTES, type Role, type RouteName } from '@boatcare/shared-domain';

const owned = (Object.entries(REMOTE_ROUTES) as [Role, readonly RouteName[]][]).flatMap(
  ([role, names]) => names.map((name) => ({ role, name, pattern: `/${paths[name]}` })),
);

/** The remote that serves a path (without its /:lng), or null when no route has it. */
export function ownerOf(path: string): { role: Role; name: RouteName } | null {
  const hit = owned.find(({ pattern }) => matchPath({ path: pattern, end: true }, path));
  return hit ? { role: hit.role, name: hit.name } : null;
}
