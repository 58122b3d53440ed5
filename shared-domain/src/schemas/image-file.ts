import { z } from 'zod';

/** The storage key of a served image: the rest of the path after the route (`/*`). */
export const imageKeyParams = z.object({ '*': z.string() });

/** A served image: its bytes, with the content type it was stored with. */
export const imageBytes = z.unknown().describe('The image bytes');

/** A signed photo address's expiry (Unix seconds) and HMAC (hex), as the server gave them. */
export const imageSignature = z.object({
  exp: z.coerce.number().int().min(0).optional(),
  sig: z.string().max(64).optional(),
});
