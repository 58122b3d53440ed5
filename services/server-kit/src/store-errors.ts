const DUPLICATE_KEY = 11000;

/**
 * Whether a write failed on a unique index. MongoDB (and FerretDB on inserts) answers code
 * 11000; FerretDB v1 answers an update that breaks a unique index with InternalError and its
 * backend's own message (SQLite's, or PostgreSQL's SQLSTATE 23505), so those are recognised
 * too. The one copy every service uses.
 */
export function isDuplicateKey(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === DUPLICATE_KEY ||
    (typeof message === 'string' && /UNIQUE constraint failed|E11000|SQLSTATE 23505/.test(message))
  );
}

/** Whether an object-storage read failed because the object is not there (S3 and MinIO codes). */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && ['NoSuchKey', 'NotFound', 'NoSuchObject'].includes(code);
}
