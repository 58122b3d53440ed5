const DUPLICATE_KEY = 11000;

/**
 * Whether a write failed on a unique index. MongoDB (and FerretDB on inserts) answers code
 * 11000; FerretDB v1 answers an update that breaks a unique index with InternalError and
 * SQLite's own message, so that is recognised too.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = error as { code?: number; message?: string };
  return code === DUPLICATE_KEY || /UNIQUE constraint failed/.test(message ?? '');
}
