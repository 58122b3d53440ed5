import type { FastifyReply, FastifyRequest } from 'fastify';
import { remotesConfig, type RemotesConfig } from '@boatcare/shared-domain/federation';

/** The request headers the registry picks a person's versions by. */
const PASSED = ['authorization', 'cookie', 'x-boatcare-canary'] as const;

/** How long a page waits for the registry before it gets the static file. */
const REGISTRY_WAIT_MS = 2_000;

/**
 * `/remotes.json` from the back office's release registry (docs/releases.md): the versions the
 * request's host's environment runs, for this person (sticky), over the static file. When the
 * registry has nothing live there (404), does not answer, or answers something else, the
 * static file as it is: a remote built and served alone, or a platform before its first release.
 */
export async function sendRemotes(
  request: FastifyRequest,
  reply: FastifyReply,
  staticFile: RemotesConfig,
  registry: string[],
): Promise<FastifyReply> {
  for (const base of registry) {
    const url = new URL('/releases/remotes', base);
    url.searchParams.set('host', String(request.headers.host ?? ''));
    const headers: Record<string, string> = {};
    for (const name of PASSED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await fetch(url, { headers, signal: AbortSignal.timeout(REGISTRY_WAIT_MS) });
      if (!answer.ok) break;
      const parsed = remotesConfig.safeParse(await answer.json());
      if (!parsed.success) break;
      const cookie = answer.headers.get('set-cookie');
      if (cookie) reply.header('set-cookie', cookie);
      // Per person: never kept by a shared cache.
      return reply
        .header('cache-control', 'private, no-cache')
        .send({ ...staticFile, ...parsed.data });
    } catch {
      // The next instance, else the static file.
    }
  }
  return reply.header('cache-control', 'no-cache').send(staticFile);
}
