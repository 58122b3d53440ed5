import { expect, it } from 'vitest';
import { declarations } from '@boatcare/shared-domain/endpoints/table';
import type { ServiceConfig } from '../config.ts';
import type { ServiceDefinition } from '../service.ts';
import { answersToHostileTokens, hostileTokens } from './claims.ts';
import { useTestService } from './lifecycle.ts';

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The part of an OpenAPI document these checks read. */
interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, string[]>[];
        requestBody?: { content?: Record<string, { schema?: object }> };
        responses: Record<string, unknown>;
        'x-rate-limit'?: object;
      }
    >
  >;
}

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

  it('documents a repeat limit and its 429 on every write, and who may call each operation', async () => {
    const document = (
      await service.app.inject({ method: 'GET', url: '/docs/json' })
    ).json<Document>();
    const unlimited: string[] = [];
    const unsecured: string[] = [];
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (method !== 'get' && !(operation['x-rate-limit'] && operation.responses['429']))
          unlimited.push(name);
        if (!Array.isArray(operation.security)) unsecured.push(name);
      }
    // A write listed here needs `limit: LIMITS.<kind>` in its declaration or its area.
    expect(unlimited).toEqual([]);
    expect(unsecured).toEqual([]);
  });

  it('documents the parts of every multipart body', async () => {
    const document = (
      await service.app.inject({ method: 'GET', url: '/docs/json' })
    ).json<Document>();
    const undocumented = declarations
      .filter(({ endpoint }) => endpoint.service === definition.name && endpoint.multipart)
      .map(({ endpoint }) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`)
      .filter((name) => {
        const [method = '', path = ''] = name.split(' ');
        const body = document.paths[path]?.[method]?.requestBody;
        return !body?.content?.['multipart/form-data']?.schema;
      });
    expect(undocumented).toEqual([]);
  });

  it('answers 401 without a token on every operation its document says needs one', async () => {
    const document = (
      await service.app.inject({ method: 'GET', url: '/docs/json' })
    ).json<Document>();
    const answers: Record<string, number> = {};
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.security?.length) continue;
        const url = path.replace('{*}', 'x').replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
        const response = await service.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
        });
        answers[`${method.toUpperCase()} ${path}`] = response.statusCode;
      }
    expect(Object.keys(answers).length).toBeGreaterThan(0);
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('refuses signed tokens whose claims have the wrong shape with a 401, never a query', async () => {
    const answers = await answersToHostileTokens(service.app, securedUrl);
    const refused = { statusCode: 401, code: 'errors.invalidToken' };
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(hostileTokens(service.app)).map((name) => [name, refused])),
    );
  });
}
