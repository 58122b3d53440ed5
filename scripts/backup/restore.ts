import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../platform/paths.ts';
import { restore } from './snapshot.ts';
import { openStores } from './stores.ts';

/**
 * `npm run restore -- <dir>`: a backup of `npm run backup` into the empty platform on DATA_DIR
 * (default .data; a new folder is made ready), or into MONGO_URL and S3_ENDPOINT. Then
 * `npm start` (with the same DATA_DIR) serves it.
 */
const source = process.argv[2];
if (!source) {
  console.error('[restore] usage: npm run restore -- <backup folder>');
  process.exit(1);
}
const dir = resolve(source);
const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));

const { stores, origin, close } = await openStores(dataDir);
try {
  console.log(`[restore] into ${origin}`);
  const manifest = await restore(stores, dir);
  // The backup's signing keys, unless the folder has its own (then existing sessions end).
  if (!process.env.MONGO_URL && existsSync(join(dir, 'keys')) && !existsSync(join(dataDir, 'keys')))
    cpSync(join(dir, 'keys'), join(dataDir, 'keys'), { recursive: true });
  const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0);
  console.log(
    `[restore] ${documents} documents in ${Object.keys(manifest.collections).length} collections and ${manifest.objects.length} objects from ${dir} (taken ${manifest.started_at})`,
  );
} catch (error) {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await close();
}
