import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { UserType } from '../enums.ts';
import type { ApiClient } from '../api/index.ts';
import type { JobPostDetail } from '../schemas/job-post.ts';
import { defineArea, defineEndpoint, type Answer, type CallArgs } from './define.ts';
import * as jobpost from './jobpost.ts';
import { LIMITS } from './limits.ts';

/**
 * The types of the table, checked by `tsc` (npm run typecheck) as well as run: a call site that
 * does not match its declaration does not compile. Each `@ts-expect-error` below is a call the
 * compiler must refuse; if it stopped refusing, the directive itself would fail the check.
 */
declare const api: ApiClient;

describe('the types of a declaration', () => {
  it('types the path parameters, query and answer of a call from the declaration', () => {
    expectTypeOf<CallArgs<typeof jobpost.get>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Answer<typeof jobpost.get>['data']>().toEqualTypeOf<JobPostDetail>();
    const call = () => api.call(jobpost.get, { params: { id: 'x' } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<Answer<typeof jobpost.get>>();
  });

  it('refuses a wrong parameter, query field or missing arguments', () => {
    const refused = () => {
      // @ts-expect-error: the path parameter is `id`
      void api.call(jobpost.get, { params: { jobId: 'x' } });
      // @ts-expect-error: `get` needs its path parameter
      void api.call(jobpost.get);
      // @ts-expect-error: `list` has no `state` filter (it is `status`)
      void api.call(jobpost.list, { query: { state: 'active' } });
      // @ts-expect-error: a multipart endpoint is sent with uploadForm, not call
      void api.call(jobpost.create);
    };
    expectTypeOf(refused).toBeFunction();
  });

  it('follows a renamed field of a schema to the call site', () => {
    const before = defineEndpoint({
      service: 'marketplace',
      prefixes: ['/boats'],
      method: 'POST',
      path: '/boats',
      body: z.object({ name: z.string() }),
      response: z.object({ id: z.string() }),
      roles: [UserType.Customer],
      limit: { perIp: 10, window: '1 minute' },
      summary: 'test',
      tags: ['test'],
    });
    const after = { ...before, body: z.object({ boatName: z.string() }) };
    expectTypeOf<CallArgs<typeof before>['body']>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<CallArgs<typeof after>['body']>().toEqualTypeOf<{ boatName: string }>();
    const renamed = () => {
      void api.call(before, { body: { name: 'Sea Breeze' } });
      // @ts-expect-error: the field is now `boatName`; the old call site no longer compiles
      void api.call(after, { body: { name: 'Sea Breeze' } });
    };
    expectTypeOf(renamed).toBeFunction();
  });

  it('refuses a write without a repeat limit, and gives a write its area limit', () => {
    const declare = () =>
      // @ts-expect-error: a POST must state its limit (`limit: LIMITS.<kind>`)
      defineEndpoint({
        service: 'marketplace',
        prefixes: ['/boats'],
        method: 'POST',
        path: '/boats',
        response: z.object({}),
        roles: 'signed-in',
        summary: 'test',
        tags: ['test'],
      });
    const area = defineArea({
      service: 'marketplace',
      prefixes: ['/boats'],
      tags: ['test'],
      roles: 'signed-in',
      limit: LIMITS.editing,
    });
    const write = area({ method: 'DELETE', path: '/boats', response: z.object({}), summary: 't' });
    const read = area({ method: 'GET', path: '/boats', response: z.object({}), summary: 't' });
    expectTypeOf(declare).toBeFunction();
    expectTypeOf(write.limit).toEqualTypeOf(LIMITS.editing);
    expect(write.limit).toBe(LIMITS.editing);
    expect('limit' in read).toBe(false);
  });

  it('refuses a declaration whose path parameter has no schema', () => {
    const declare = () =>
      defineEndpoint({
        service: 'marketplace',
        prefixes: ['/boats'],
        method: 'GET',
        path: '/boats/:id',
        // @ts-expect-error: `:id` needs a schema in params
        params: z.object({ boatId: z.string() }),
        response: z.object({}),
        roles: 'signed-in',
        summary: 'test',
        tags: ['test'],
      });
    expectTypeOf(declare).toBeFunction();
  });

  it("gives an area's endpoints its defaults, each endpoint's own winning, and keeps their types", () => {
    const endpoint = defineArea({
      service: 'marketplace',
      prefixes: ['/boats'],
      tags: ['boats'],
      roles: [UserType.Customer],
      errors: [404],
    });
    const get = endpoint({
      method: 'GET',
      path: '/boats/:id',
      params: z.object({ id: z.string() }),
      response: z.object({ name: z.string() }),
      summary: 'test',
    });
    const list = endpoint({
      method: 'GET',
      path: '/boats',
      response: z.object({ names: z.array(z.string()) }),
      roles: 'public',
      errors: [],
      summary: 'test',
    });
    expectTypeOf(get.path).toEqualTypeOf<'/boats/:id'>();
    expectTypeOf<CallArgs<typeof get>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf(get.roles).toEqualTypeOf<readonly [typeof UserType.Customer]>();
    expectTypeOf(list.roles).toEqualTypeOf<'public'>();
    const call = () => api.call(get, { params: { id: 'x' } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<{ name: string }>();
    const refused = () =>
      endpoint({
        method: 'GET',
        path: '/boats/:id/photos',
        // @ts-expect-error: `:id` still needs a schema in params
        params: z.object({ boatId: z.string() }),
        response: z.object({}),
        summary: 'test',
      });
    expectTypeOf(refused).toBeFunction();
  });
});
