import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../platform/paths.ts';
import { backup } from './snapshot.ts';
import { openStores } from './stores.ts';

/**
 * `npm run backup [-- <dir>]`: the database and the object storage of the platform on DATA_DIR
 * (default .data; running or not) or of MONGO_URL and S3_ENDPOINT, into `<dir>` (default
 * backups/<date and time>). docs/operations.md has the production way.
 */
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dir = resolve(process.argv[2] ?? join(repoRoot, 'backups', stamp));
if (existsSync(join(dir, 'manifest.json'))) {
  console.error(`[backup] ${dir} already holds a backup; give another folder`);
  process.exit(1);
}

const { stores, origin, close } = await openStores(dataDir);
try {
  console.log(`[backup] from ${origin}`);
  const manifest = await backup(stores, dir);
  // The embedded platform's signing keys: without them sessions and push subscriptions end.
  const keys = join(dataDir, 'keys');
  if (!process.env.MONGO_URL && existsSync(keys))
    cpSync(keys, join(dir, 'keys'), { recursive: true });
  const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0);
  console.log(
    `[backup] ${dir}: ${Object.keys(manifest.collections).length} collections, ${documents} documents, ${manifest.objects.length} objects`,
  );
} finally {
  await close();
}
