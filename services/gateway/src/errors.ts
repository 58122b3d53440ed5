import type { Socket } from 'node:net';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { otherMethods } from './routes.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  415: 'Unsupported Media Type',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
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

/**
 * What the services send with every answer (their helmet), on the gateway's own: an error is
 * never sniffed into HTML, framed or allowed to load anything.
 */
export const ERROR_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

/** The services' error shape, so a client handles a gateway error like any other. */
export function sendError(reply: ReplyLike, statusCode: number, key: keyof typeof en.errors) {
  for (const [name, value] of Object.entries(ERROR_HEADERS)) reply.header(name, value);
  return reply
    .code(statusCode)
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
  405: 'http405',
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

/**
 * A request Node's parser refuses before Fastify sees it (junk on a socket, headers too large,
 * headers too slow): the error shape and headers of every other answer, then the socket
 * closed. Fastify's default writes a bare `{"message":"Client Error"}`.
 */
export function answerClientError(error: { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, key]: [number, keyof typeof en.errors] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'http408']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'http400']
        : [400, 'http400'];
  const body = JSON.stringify({
    statusCode,
    error: REASONS[statusCode] ?? 'Bad Request',
    code: `errors.${key}`,
    message: en.errors[key],
  });
  const headers = Object.entries({
    ...ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${REASONS[statusCode] ?? 'Bad Request'}\r\n${headers.join('')}\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * A declared API path asked with a method it does not have (the proxy passes only the usual
 * methods, and the router knows no QUERY): 405 with the methods it has in Allow. False when the
 * path is not declared or has the method.
 */
export function refusedMethod(request: { url: string; method: string }, reply: ReplyLike): boolean {
  const allowed = otherMethods(request.url, request.method);
  if (allowed.length === 0) return false;
  reply.header('allow', allowed.join(', '));
  sendError(reply, 405, 'http405');
  return true;
}
