import { expect, it } from 'vitest';
import type { ServiceConfig } from '../config.ts';
import type { ServiceDefinition } from '../service.ts';
import { answersToHostileTokens, hostileTokens } from './claims.ts';
import { useTestService } from './lifecycle.ts';

export interface ServiceContract {
  /** A route that needs a token: hostile tokens sent to it must all be refused. */
  securedUrl: string;
  /** Paths (OpenAPI spelling, `{id}`) the service's document must list. */
  documentedPaths?: readonly string[];
}

/**
 * The checks every service passes alike, declared in its test file with one call: its OpenAPI
 * document is public and lists its routes, and signed tokens with ill-shaped claims get a 401.
 */
export function itKeepsTheServiceContract<C extends ServiceConfig, S>(
  definition: ServiceDefinition<C, S>,
  { securedUrl, documentedPaths }: ServiceContract,
): void {
  const service = useTestService(definition);

  if (documentedPaths) {
    it('documents every route in OpenAPI, publicly, from the routes own schemas', async () => {
      const response = await service.app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().paths)).toEqual(
        expect.arrayContaining([...documentedPaths]),
      );
    });
  }

  it('refuses signed tokens whose claims have the wrong shape with a 401, never a query', async () => {
    const answers = await answersToHostileTokens(service.app, securedUrl);
    const refused = { statusCode: 401, code: 'errors.invalidToken' };
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(hostileTokens(service.app)).map((name) => [name, refused])),
    );
  });
}
