import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { searchParamsOf } from '@boatcare/shared-domain/api';
import {
  pathOf,
  type Answer,
  type CallArgs,
  type EndpointShape,
} from '@boatcare/shared-domain/endpoints';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import { DEMO, DEMO_PASSWORD, type DemoRole } from './accounts.ts';

/**
 * The e2e side of the endpoint table (docs/adr/0009-endpoint-table.md): journeys set up their
 * data through the API as the browser client would, with paths, methods and payloads typed from
 * the same declarations. No spec writes a `/v1/...` path by hand.
 */

/** The multipart fields Playwright sends (files as `{ name, mimeType, buffer }`). */
export type MultipartFields = NonNullable<Parameters<APIRequestContext['fetch']>[1]>['multipart'];

/** What a call sends beyond the declaration's arguments: whose token, a multipart body. */
export type SendOptions = { token?: string; multipart?: MultipartFields };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// A 16x12 PNG: a request's photo, a job's before or after photo (the server checks the bytes).
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGPgr+khCTGMahjVgB0BAAIc0UFLTHOlAAAAAElFTkSuQmCC',
  'base64',
);
export const photoFile = (name = 'boat.png') => ({ name, mimeType: 'image/png', buffer: PHOTO });

/** The URL of a declared endpoint on the platform: `/v1/<path>` with its parameters and query. */
export function urlOf(
  endpoint: EndpointShape,
  { params, query }: { params?: object; query?: unknown } = {},
): string {
  const search = searchParamsOf(query).toString();
  const path = pathOf(endpoint.path, params as Record<string, unknown> | undefined);
  return `/v1/${path}${search ? `?${search}` : ''}`;
}

/** The glob `page.route` and `page.waitForResponse` take for an endpoint: each parameter a `*`. */
export const globOf = (endpoint: EndpointShape) =>
  `**/v1/${endpoint.path.replace(/^\//, '').replace(/:[A-Za-z_]\w*/g, '*')}`;

/** Sends one declared call and answers the response as it came (for asserting on failures). */
export function send<E extends EndpointShape>(
  request: APIRequestContext,
  endpoint: E,
  args: CallArgs<E> & SendOptions = {} as CallArgs<E> & SendOptions,
): Promise<APIResponse> {
  const { body, token, multipart } = args as { body?: unknown } & SendOptions;
  return request.fetch(urlOf(endpoint, args as { params?: object; query?: unknown }), {
    method: endpoint.method,
    headers: token ? bearer(token) : {},
    ...(body !== undefined ? { data: body } : {}),
    ...(multipart ? { multipart } : {}),
  });
}

/** Fails the test with the server's answer unless the response is a success. */
export async function expectOk(response: APIResponse): Promise<void> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
}

/** Sends one declared call, expects a success and answers it parsed with the declared schema. */
export async function call<E extends EndpointShape>(
  request: APIRequestContext,
  endpoint: E,
  args: CallArgs<E> & SendOptions = {} as CallArgs<E> & SendOptions,
): Promise<Answer<E>> {
  const response = await send(request, endpoint, args);
  await expectOk(response);
  if (response.status() === 204) return undefined as Answer<E>;
  return endpoint.response.parse(await response.json()) as Answer<E>;
}

/** An account's token, signed in through the API. */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  return (await call(request, authApi.login, { body: { email, password } })).access_token;
}

/** A demo account's token, signed in through the API. */
export const tokenOf = (request: APIRequestContext, role: DemoRole) =>
  tokenFor(request, DEMO[role].email, DEMO_PASSWORD);
