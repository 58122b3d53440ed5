/** Seconds a client is told to wait (Retry-After) while the database or storage is away. */
export const RETRY_AFTER_SECONDS = 10;

/** Thrown before any work when the database connection is known to be down. */
export class DependencyUnavailableError extends Error {
  constructor(what: string) {
    super(`${what} is unavailable`);
    this.name = 'DependencyUnavailableError';
  }
}

const DRIVER_ERRORS = new Set([
  'DependencyUnavailableError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/**
 * Whether an error means a dependency (database, object storage) is away for now rather than
 * a bug: the answer is a 503 with Retry-After, and the driver reconnects by itself.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message, cause } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof name === 'string' && DRIVER_ERRORS.has(name)) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  if (typeof message === 'string' && /buffering timed out|connection .* closed/i.test(message))
    return true;
  return cause !== undefined && cause !== error && isDependencyUnavailable(cause);
}
