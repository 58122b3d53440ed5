import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { UserType } from '@boatcare/shared-domain/core';
import { club, defineEndpoint, jobpost } from '@boatcare/shared-domain/endpoints';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { errorStatusesOf, route, type EndpointHandler, type ZodApp } from './endpoint.ts';

const rename = defineEndpoint({
  service: 'marketplace',
  prefixes: ['/boats'],
  method: 'PATCH',
  path: '/boats/:id/name',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.string(), name: z.string() }),
  roles: [UserType.Customer],
  errors: [404],
  limit: { perUser: 5, perIp: 20, window: '1 minute' },
  summary: 'Rename a boat',
  tags: ['boats'],
});

async function appWith(register: (app: ZodApp) => void, prefix = '') {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.decorate('serviceName', 'marketplace' as const);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  const seenConfig: unknown[] = [];
  app.addHook('onRoute', (options) => void seenConfig.push(options.config));
  await app.register(async (scope) => register(scope), { prefix });
  await app.ready();
  return { app, seenConfig };
}

describe('route: one declaration registered on a service', () => {
  it('registers the declared path, checks the input and shapes the answer', async () => {
    const { app, seenConfig } = await appWith((scope) =>
      route(scope, rename, {
        handler: async (request) => ({ id: request.params.id, name: request.body.name, x: 1 }),
      }),
    );
    const ok = await app.inject({ method: 'PATCH', url: '/boats/7/name', payload: { name: 'B' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: '7', name: 'B' });
    const bad = await app.inject({ method: 'PATCH', url: '/boats/x/name', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(seenConfig).toContainEqual({ roles: [UserType.Customer] });

    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown> & { responses: object }>>;
    };
    const operation = document.paths['/boats/{id}/name']?.patch;
    expect(operation).toMatchObject({
      summary: 'Rename a boat',
      security: [{ bearer: [] }],
      'x-rate-limit': { perUser: 5, perIp: 20, window: '1 minute' },
      description:
        'Roles: customer (user_type 1) (403 for others).\n\nLimit: 5 per user and 20 per IP in 1 minute; over it 429 with Retry-After.\n\nBody limit: 1 MiB of JSON; over it 413.',
    });
    expect(Object.keys(operation?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '429',
      '431',
    ]);
    await app.close();
  });

  it("refuses another service's declaration, and a prefix beside the declared path", async () => {
    const never = {
      handler: () => {
        throw new Error('not called');
      },
    };
    await expect(appWith((scope) => route(scope, club.search, never))).rejects.toThrow(
      /club\/search of club registered in marketplace/,
    );
    await expect(appWith((scope) => route(scope, rename, never), '/boats')).rejects.toThrow(
      /boats\/:id\/name registered under a prefix/,
    );
  });

  it('implies the usual errors from the declaration', () => {
    // 431: the gateway's answer to a request line and headers over its limit, on every route.
    expect(errorStatusesOf(jobpost.create)).toEqual([400, 401, 403, 404, 413, 415, 429, 431]);
    expect(errorStatusesOf(jobpost.batches)).toEqual([401, 403, 431]);
    expect(errorStatusesOf({ ...jobpost.batches, roles: 'public' })).toEqual([431]);
  });

  it('types the handler from the declaration', () => {
    type Request = Parameters<EndpointHandler<typeof jobpost.get>>[0];
    expectTypeOf<Request['params']>().toEqualTypeOf<{ id: string }>();
    type RenameRequest = Parameters<EndpointHandler<typeof rename>>[0];
    expectTypeOf<RenameRequest['body']>().toEqualTypeOf<{ name: string }>();
    const wrong = (scope: ZodApp) =>
      route(scope, rename, {
        // @ts-expect-error: the body's field is `name`; a handler reading another does not compile
        handler: async (request) => ({ id: '1', name: request.body.boatName }),
      });
    expectTypeOf(wrong).toBeFunction();
  });
});
