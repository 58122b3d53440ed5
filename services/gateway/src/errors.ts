import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
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
