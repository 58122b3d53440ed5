import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { ErrorResponse } from '../schemas/common.ts';
import {
  pathOf,
  type Answer,
  type CallArgs,
  type CallRest,
  type JsonEndpoint,
} from '../endpoints/define.ts';

/** A failed API call, carrying the server's translation key and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorResponse['details'];

  constructor(status: number, code: string, message: string, details?: ErrorResponse['details']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ApiClientOptions {
  /** Origin and path before `/v1`; empty for the page's own origin. */
  baseUrl: string;
  getToken(): string | null | undefined;
  /** Called when the server says the session is no longer valid. */
  onUnauthorized?(): void;
  /** A response already on its way for this request (a page's first read), else undefined. */
  earlyResponse?(
    request: Request,
    token: string | null | undefined,
  ): Promise<Response | undefined> | undefined;
}

export interface ApiClient {
  http: KyInstance;
  /**
   * Calls one endpoint of the table (docs/adr/0009): the path is built from its declaration and
   * `params`, `query` and `body` are typed by its schemas; the answer is parsed with its
   * response schema. `api.call(jobpost.get, { params: { id } })`.
   */
  call<E extends JsonEndpoint>(endpoint: E, ...args: CallRest<E>): Promise<Answer<E>>;
  /** @deprecated Call an endpoint of the table with `call`. */
  get<T extends z.ZodType>(
    path: string,
    schema: T,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<z.output<T>>;
  /** @deprecated Call an endpoint of the table with `call`. */
  send<T extends z.ZodType>(
    method: 'post' | 'put' | 'patch' | 'delete',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>>;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky has already read the body into `data` (and the response can no longer be read).
    const body = (
      typeof error.data === 'object' ? error.data : null
    ) as Partial<ErrorResponse> | null;
    return new ApiError(
      error.response.status,
      body?.code ?? `errors.http${error.response.status}`,
      body?.message ?? error.response.statusText,
      body?.details,
    );
  }
  return new ApiError(0, 'errors.network', error instanceof Error ? error.message : String(error));
}

/**
 * A fresh Idempotency-Key: one per user action, reused by that action's retries. Random from
 * `crypto.getRandomValues`, which (unlike `randomUUID`) also works on a plain-http LAN address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A query object as search parameters: empty values left out, arrays repeated. */
export function searchParamsOf(query: unknown): URLSearchParams {
  const search = new URLSearchParams();
  if (typeof query !== 'object' || query === null) return search;
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item as string | number | boolean));
    }
  }
  return search;
}

const clean = (params: Record<string, string | number | undefined> = {}) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number>;

/**
 * The one API client of every app: `{base}/v1/<path as in the spec>`, bearer token, JSON, the
 * error shape turned into ApiError, and answers checked against the shared schemas.
 *
 * A signed-in POST (a create) carries an `Idempotency-Key`, one per call, so it is retried like a
 * GET when the gateway or a service was away (502/503/504, network): the services run it once
 * and answer a retry with the first result. Other POSTs are not retried.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefix: `${options.baseUrl}/v1/`,
    timeout: 30_000,
    retry: { limit: 2, methods: ['get', 'post'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          if (token && request.method === 'POST' && !request.headers.has('idempotency-key'))
            request.headers.set('idempotency-key', newIdempotencyKey());
          // ky uses a response a hook returns instead of fetching.
          return (await options.earlyResponse?.(request, token)) ?? undefined;
        },
      ],
      beforeRetry: [
        ({ request, error }) => {
          // Only a call the services can recognise again is sent again.
          if (request.method === 'POST' && !request.headers.has('idempotency-key')) throw error;
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && request.headers.has('authorization'))
            options.onUnauthorized?.();
        },
      ],
    },
  });
  const strip = (path: string) => path.replace(/^\//, '');
  return {
    http,
    async call(endpoint, ...[args]) {
      const { params, query, body } = (args ?? {}) as CallArgs<JsonEndpoint> & {
        params?: Record<string, unknown>;
        body?: unknown;
      };
      try {
        const response = await http(pathOf(endpoint.path, params), {
          method: endpoint.method.toLowerCase(),
          searchParams: searchParamsOf(query),
          ...(endpoint.body === undefined ? {} : { json: body }),
        });
        const json: unknown = response.status === 204 ? undefined : await response.json();
        return endpoint.response.parse(json) as Answer<typeof endpoint>;
      } catch (error) {
        throw await toApiError(error);
      }
    },
    async get(path, schema, searchParams) {
      try {
        return schema.parse(
          await http.get(strip(path), { searchParams: clean(searchParams) }).json(),
        );
      } catch (error) {
        throw await toApiError(error);
      }
    },
    async send(method, path, schema, body) {
      try {
        const json = await http(strip(path), { method, json: body }).json();
        return schema.parse(json);
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
