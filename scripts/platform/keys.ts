import { createECDH, generateKeyPairSync } from 'node:crypto';
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

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes), as browsers subscribe with it. */
  publicKey: string;
  /** base64url of the private scalar (32 bytes). */
  privateKey: string;
}

/** The VAPID key pair (P-256) that signs Web Push requests, made once per data folder. */
export function ensureVapidKeys(dataDir: string): VapidKeys {
  const path = join(dataDir, 'keys', 'vapid.json');
  if (!existsSync(path)) {
    mkdirSync(join(dataDir, 'keys'), { recursive: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys: VapidKeys = {
      publicKey: ecdh.getPublicKey('base64url'),
      // 32 bytes, with the leading zeros a short scalar loses.
      privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    };
    writeFileSync(path, JSON.stringify(keys), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
}
