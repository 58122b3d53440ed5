import type { ErrorResponse } from '@boatcare/shared-domain/schemas/common';
import { englishMessage } from './messages.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const reasonPhrase = (statusCode: number) => REASONS[statusCode] ?? 'Error';

/** An error the client should see as it is: a status, a translation key and its English text. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Per-field reasons, for checks a route makes itself (e.g. multipart fields). */
  readonly details: ErrorResponse['details'];

  constructor(
    statusCode: number,
    code: string,
    message?: string,
    details?: ErrorResponse['details'],
  ) {
    super(message ?? englishMessage(code));
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (code: string) => new HttpError(400, code);
export const unauthorized = (code = 'errors.authRequired') => new HttpError(401, code);
export const forbidden = (code = 'errors.forbidden') => new HttpError(403, code);
export const notFound = (code = 'errors.notFound') => new HttpError(404, code);
export const conflict = (code: string) => new HttpError(409, code);
