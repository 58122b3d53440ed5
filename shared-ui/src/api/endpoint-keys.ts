import type { EndpointShape } from '@boatcare/shared-domain/endpoints/define';

/**
 * The query key of a call of the endpoint table: `['api', path]` names every call of one
 * endpoint (what a write invalidates), `['api', path, args]` one call. Keys are derived, never
 * written by hand, so a write and the screens reading the same endpoint cannot disagree.
 */
export function endpointKey(endpoint: Pick<EndpointShape, 'path'>, args?: unknown) {
  return args === undefined
    ? (['api', endpoint.path] as const)
    : (['api', endpoint.path, args] as const);
}
