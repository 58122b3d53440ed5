import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { runToEnd } from './processes.ts';

const SEED_DIR = join(repoRoot, 'services/server-kit/src/seed');
const SEED = join(SEED_DIR, 'run.ts');

/** The demo data's code: a change to it loads the demo data again. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(SEED_DIR).sort()) {
    if (name.endsWith('.ts')) hash.update(name).update(readFileSync(join(SEED_DIR, name)));
  }
  return hash.digest('hex');
}

/**
 * Loads the demo data (services/server-kit/src/seed, idempotent) into the database. On an
 * embedded database, whose files live in the data folder, a note there (`seeded.json`) says
 * which demo data it holds: a restart with the same demo data's code skips the load. MONGO_URL's
 * database is not in the data folder, so it is seeded on every start.
 */
export async function loadDemoData(options: {
  dataDir: string;
  embedded: boolean;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}): Promise<'loaded' | 'already there' | 'no seed'> {
  if (!existsSync(SEED)) {
    console.warn('[platform] no demo data: services/server-kit/src/seed/run.ts does not exist yet');
    return 'no seed';
  }
  const note = join(options.dataDir, 'seeded.json');
  const fingerprint = seedFingerprint();
  if (options.embedded && existsSync(note)) {
    try {
      const seeded = JSON.parse(readFileSync(note, 'utf8')) as { fingerprint?: string };
      if (seeded.fingerprint === fingerprint) return 'already there';
    } catch {
      // an unreadable note: load again
    }
  }
  await runToEnd('seed', process.execPath, [SEED], {
    cwd: repoRoot,
    env: options.env,
    // Its one line (the demo sign-ins) is the banner's; a failure still shows its output.
    quiet: true,
    signal: options.signal,
  });
  if (options.embedded) writeFileSync(note, JSON.stringify({ fingerprint }));
  return 'loaded';
}
