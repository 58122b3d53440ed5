/**
 * Which environment a host name serves, from `RELEASE_HOSTS` ("host=environment", space
 * separated). The embedded default: localhost and 127.0.0.1 are production, staging.localhost
 * (which browsers resolve to this machine) is staging, and any other `<name>.localhost` the
 * environment `<name>`. An unlisted host is production.
 */
export const DEFAULT_RELEASE_HOSTS =
  'localhost=production 127.0.0.1=production staging.localhost=staging';

export function hostEnvironments(text = process.env.RELEASE_HOSTS || DEFAULT_RELEASE_HOSTS) {
  const map = new Map<string, string>();
  for (const pair of text.split(/\s+/).filter(Boolean)) {
    const [host, environment] = pair.split('=');
    if (host && environment) map.set(host.toLowerCase(), environment);
  }
  return map;
}

/** `<environment>.localhost`: any environment on this machine, without configuration. */
const LOCAL_ENVIRONMENT = /^([a-z][a-z0-9-]{1,29})\.localhost$/;

/** The environment of a Host header (its port left out). */
export function environmentOf(host: string, map = hostEnvironments()): string {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return map.get(name) ?? LOCAL_ENVIRONMENT.exec(name)?.[1] ?? 'production';
}
