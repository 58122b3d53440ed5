import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Writes `.env` for docker compose once: a fresh ES256 key pair for session tokens, a VAPID key
 * pair for Web Push and MinIO credentials. Compose reads `.env` beside docker-compose.yml; it is git-ignored.
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
  // Web Push's VAPID key pair (base64url), as scripts/platform/keys.ts makes it.
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const lines = [
    'MINIO_ROOT_USER=boatcare',
    `MINIO_ROOT_PASSWORD=${randomBytes(18).toString('base64url')}`,
    `JWT_PUBLIC_KEY="${keys.publicKey.trim()}"`,
    `JWT_PRIVATE_KEY="${keys.privateKey.trim()}"`,
    `VAPID_PUBLIC_KEY=${vapid.getPublicKey('base64url')}`,
    `VAPID_PRIVATE_KEY=${Buffer.concat([Buffer.alloc(32), vapid.getPrivateKey()])
      .subarray(-32)
      .toString('base64url')}`,
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
