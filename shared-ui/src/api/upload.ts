import type { z } from 'zod';
import { errorResponse } from '@boatcare/shared-domain/schemas/common';
import { ApiError, newIdempotencyKey } from '@boatcare/shared-domain/api';
import {
  pathOf,
  type Answer,
  type MultipartEndpoint,
  type PathParamNames,
} from '@boatcare/shared-domain/endpoints/define';
import { sessionStore, apiBaseUrl } from '@boatcare/shared-ui/core';

export interface UploadOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?(fraction: number): void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Answers worth sending the same upload again for: the gateway or a service was away. */
const RETRY_STATUSES = new Set([0, 502, 503, 504]);
const RETRY_DELAYS_MS = [500, 1_500];

/** The path parameters of a multipart endpoint, when its path has any. */
type UploadParams<E extends MultipartEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<E['path']>, string | number> };

/**
 * Sends a multipart form to a multipart endpoint of the table (docs/adr/0009), with upload
 * progress: `uploadForm(jobpost.create, form, { onProgress })`. Answers are parsed with the
 * endpoint's response schema; failures are the one `ApiError`.
 */
export function uploadForm<E extends MultipartEndpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions & UploadParams<E>,
): Promise<Answer<E>>;
/** @deprecated Send to an endpoint of the table: `uploadForm(endpoint, form, options)`. */
export function uploadForm<T extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: T,
  options?: UploadOptions,
): Promise<z.output<T>>;
export function uploadForm(
  ...args:
    | [MultipartEndpoint, FormData, UploadOptions & { params?: Record<string, string | number> }]
    | ['POST' | 'PUT', string, FormData, z.ZodType, UploadOptions?]
): Promise<unknown> {
  if (typeof args[0] === 'string') {
    const [method, path, form, schema, options] = args;
    return send(method, path, form, schema, options);
  }
  const [endpoint, form, { params, ...options }] = args as [
    MultipartEndpoint,
    FormData,
    UploadOptions & { params?: Record<string, string | number> },
  ];
  const method = endpoint.method === 'PUT' ? 'PUT' : 'POST';
  return send(method, pathOf(endpoint.path, params), form, endpoint.response, options);
}

/**
 * Sends a multipart form to the API with XMLHttpRequest, which reports upload progress (fetch
 * cannot over HTTP/1.1). Same contract as the API client: bearer token, a rejected session ends,
 * the answer checked against `schema`, failures thrown as the one `ApiError`. A signed-in POST
 * (a create) carries one Idempotency-Key and is sent again with it when the gateway or a
 * service was away, as the API client does: the services create it once.
 */
async function send<T extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: T,
  options: UploadOptions = {},
): Promise<z.output<T>> {
  const token = sessionStore.getState().session?.access_token;
  const key = token && method === 'POST' ? newIdempotencyKey() : undefined;
  for (const delay of [...RETRY_DELAYS_MS, null]) {
    try {
      return await sendOnce(method, path, form, schema, options, key);
    } catch (error) {
      const retry = key && delay !== null && error instanceof ApiError;
      if (!retry || !RETRY_STATUSES.has(error.status) || error.message === 'Upload aborted')
        throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw new ApiError(0, 'errors.network', 'Network error');
}

function sendOnce<T extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: T,
  { onProgress }: UploadOptions,
  idempotencyKey: string | undefined,
): Promise<z.output<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBaseUrl}/v1/${path.replace(/^\//, '')}`);
    const token = sessionStore.getState().session?.access_token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'errors.internal', 'Unexpected answer'));
        return;
      }
      if (xhr.status === 401 && token) sessionStore.getState().signOut();
      const error = errorResponse.partial().safeParse(body).data;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? `errors.http${xhr.status}`,
          error?.message ?? xhr.statusText,
          error?.details,
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'errors.network', 'Network error')));
    xhr.addEventListener('abort', () =>
      reject(new ApiError(0, 'errors.network', 'Upload aborted')),
    );
    xhr.send(form);
  });
}
