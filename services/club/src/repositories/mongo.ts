/** Small helpers for writing Mongo queries and reading their errors. */
/** Whether a write failed on a unique index (the one copy lives in server-kit). */
export { isDuplicateKey } from '@boatcare/server-kit';

/** Text matched literally inside a $regex. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
