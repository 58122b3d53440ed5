import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Signed photo addresses: an <img> cannot send the bearer token, so the answers that may show a
 * photo (a request or job the caller may read) give its address with an expiry and an HMAC of
 * key and expiry. Whoever is refused the request never learns a valid address; a bare or altered
 * one is refused. The expiry is the end of the next UTC day, so an address stays the same (and
 * cached) for a day or more, and stops working within two.
 */
export interface ImageSigner {
  /** `?exp=..&sig=..` for a key, valid until the end of the next UTC day. */
  query(key: string, now?: Date): string;
  /** `?exp=..&sig=..` for a key valid until `exp` (Unix seconds): a link with its own lifetime. */
  until(key: string, exp: number): string;
  /** Whether a key's expiry and signature hold at `now`. */
  verify(key: string, exp: number, sig: string, now?: Date): boolean;
}

export function imageSigner(secret: string): ImageSigner {
  const mac = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('hex');
  return {
    query(key, now = new Date()) {
      const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
      const exp = today + 2 * DAY_SECONDS;
      return `?exp=${exp}&sig=${mac(key, exp)}`;
    },
    until: (key, exp) => `?exp=${exp}&sig=${mac(key, exp)}`,
    verify(key, exp, sig, now = new Date()) {
      if (exp * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(key, exp), 'hex');
      const given = Buffer.from(sig, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The signer of a deployment's photo addresses, keyed from its token signing key (which every
 * marketplace instance holds, so each verifies what another signed).
 */
export const imageSignerOf = (tokenPrivateKey: string): ImageSigner =>
  imageSigner(createHash('sha256').update(`images\n${tokenPrivateKey}`).digest('hex'));
