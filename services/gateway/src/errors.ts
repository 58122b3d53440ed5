import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  415: 'Unsupported Media Type',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
};

/** The part of a reply this needs; proxy hooks get a reply typed for HTTP/1 and HTTP/2 alike. */
interface ReplyLike {
  code(statusCode: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  type(contentType: string): ReplyLike;
  send(payload: unknown): unknown;
}

/** The services' error shape, so a client handles a gateway error like any other. */
export function sendError(reply: ReplyLike, statusCode: number, key: keyof typeof en.errors) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: REASONS[statusCode] ?? 'Error',
      code: `errors.${key}`,
      message: en.errors[key],
    });
}

const KEYS: Record<number, keyof typeof en.errors> = {
  400: 'http400',
  404: 'routeNotFound',
  408: 'http408',
  413: 'http413',
  415: 'http415',
  429: 'rateLimited',
  502: 'serviceUnavailable',
  503: 'serviceUnavailable',
  504: 'serviceUnavailable',
};

/**
 * The gateway's own errors (a URL that does not decode, a path the proxy refuses, ...) in the
 * one error shape: other 4xx keep their status, anything else is a 500 with nothing leaked.
 */
export function sendAnyError(reply: ReplyLike, error: { statusCode?: number | undefined }) {
  const status = error.statusCode ?? 500;
  const statusCode = status >= 400 && status < 500 ? status : KEYS[status] ? status : 500;
  return sendError(
    reply,
    statusCode,
    KEYS[statusCode] ?? (statusCode < 500 ? 'http400' : 'internal'),
  );
}
