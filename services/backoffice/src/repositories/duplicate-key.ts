/** The one copy lives in server-kit (it also knows FerretDB's update error). */
export { isDuplicateKey } from '@boatcare/server-kit';
