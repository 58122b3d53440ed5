/** Small helpers for writing Mongo queries and reading their errors. */
const DUPLICATE_KEY = 11000;

/** Whether a write failed on a unique index. */
export const isDuplicateKey = (error: unknown) =>
  (error as { code?: number }).code === DUPLICATE_KEY;

/** Text matched literally inside a $regex. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
