import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SigningKeys {
  publicKey: string;
  privateKey: string;
}

/** The ES256 key pair that signs session tokens, made once per data folder. */
export function ensureSigningKeys(dataDir: string): SigningKeys {
  const dir = join(dataDir, 'keys');
  const publicPath = join(dir, 'jwt-public.pem');
  const privatePath = join(dir, 'jwt-private.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(publicPath, pair.publicKey);
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
  }
  return {
    publicKey: readFileSync(publicPath, 'utf8'),
    privateKey: readFileSync(privatePath, 'utf8'),
  };
}
