import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the platform's chatty parts (database, build) write, one file each, anew per start. */
export const logFile = (dataDir: string, name: string) => join(dataDir, 'logs', `${name}.log`);
