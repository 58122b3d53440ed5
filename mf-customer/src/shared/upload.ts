import type { z } from 'zod';
import { errorResponse } from '@boatcare/shared-domain';
import { apiBaseUrl, sessionStore } from '@boatcare/shared-ui';

export interface UploadOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?(fraction: number): void;
}

/** A failed upload, shaped like the API client's errors (status, translation key, details). */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: { path: string; code: string; message: string }[] | undefined;

  constructor(status: number, code: string, message: string, details?: UploadError['details']) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends a multipart form to the API with XMLHttpRequest, which reports upload progress (fetch
 * cannot over HTTP/1.1). Same contract as the shared API client: bearer token, the answer
 * checked against `schema`, failures with the server's translation key and field details.
 */
export function uploadForm<T extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: T,
  { onProgress }: UploadOptions = {},
): Promise<z.output<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBaseUrl}/v1/${path}`);
    const token = sessionStore.getState().session?.access_token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new UploadError(xhr.status, 'errors.internal', 'Unexpected answer'));
        return;
      }
      if (xhr.status === 401 && token) sessionStore.getState().signOut();
      const error = errorResponse.partial().safeParse(body).data;
      reject(
        new UploadError(
          xhr.status,
          error?.code ?? `errors.http${xhr.status}`,
          error?.message ?? xhr.statusText,
          error?.details,
        ),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new UploadError(0, 'errors.network', 'Network error')),
    );
    xhr.addEventListener('abort', () =>
      reject(new UploadError(0, 'errors.network', 'Upload aborted')),
    );
    xhr.send(form);
  });
}
