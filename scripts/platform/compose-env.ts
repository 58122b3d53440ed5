import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Writes `.env` for docker compose once: a fresh ES256 key pair for session tokens and MinIO
 * credentials. Compose reads `.env` beside docker-compose.yml; it is git-ignored.
 */
const path = join(repoRoot, '.env');
if (existsSync(path)) {
  console.log(`${path} exists; leaving it as it is`);
} else {
  const keys = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const lines = [
    'MINIO_ROOT_USER=boatcare',
    `MINIO_ROOT_PASSWORD=${randomBytes(18).toString('base64url')}`,
    `JWT_PUBLIC_KEY="${keys.publicKey.trim()}"`,
    `JWT_PRIVATE_KEY="${keys.privateKey.trim()}"`,
    '# The first admin, created once while no admin exists (at least 12 characters).',
    'ADMIN_EMAIL=',
    'ADMIN_PASSWORD=',
    '# Optional: a Google Maps browser key (Maps JavaScript API + Places); empty = offline maps.',
    'GOOGLE_MAPS_API_KEY=',
    '',
  ];
  writeFileSync(path, lines.join('\n'), { mode: 0o600 });
  console.log(`wrote ${path}`);
}
