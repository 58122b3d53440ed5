import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { z } from 'zod';
import { UserType } from '@boatcare/shared-domain/core';
import type { FastifyRequest } from 'fastify';
import { HttpError, forbidden, unauthorized } from '../errors.ts';
import { UserModel } from '../models/user.ts';

export interface AuthOptions {
  publicKey: string;
  privateKey?: string | undefined;
  issuer: string;
  audience: string;
  ttl: string;
}

/** What a verified token says about the caller. */
export interface Caller {
  userId: string;
  userType: UserType;
}

/**
 * The claims a token must carry, checked before any query uses them: a signed token with
 * `sub: {"$ne": null}` or a `sub` that is not an ObjectId is refused (401), never queried.
 */
const tokenClaims = z.object({
  sub: z.string().regex(/^[a-f\d]{24}$/i),
  user_type: z.enum(UserType),
  /** The user's token_version when signed; a password reset bumps it and ends old sessions. */
  tv: z.number().int().min(0),
});
type TokenPayload = z.infer<typeof tokenClaims>;

const ALGORITHM = 'ES256';

/**
 * Every route requires a valid token unless its config says `public: true`; `roles` narrows
 * it to some user types. Tokens are ES256 with pinned algorithm, issuer, audience and expiry.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: { public: options.publicKey, private: options.privateKey ?? '' },
      sign: {
        algorithm: ALGORITHM,
        iss: options.issuer,
        aud: options.audience,
        expiresIn: options.ttl,
      },
      verify: {
        algorithms: [ALGORITHM],
        allowedIss: options.issuer,
        allowedAud: options.audience,
        requiredClaims: ['sub', 'exp', 'iss', 'aud'],
      },
    });

    app.decorateRequest('caller', null);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (config.public || !request.routeOptions.url) return;
      request.caller = await verifiedCaller(request);
      if (config.roles && !config.roles.includes(request.caller.userType)) throw forbidden();
    });

    app.decorate(
      'signToken',
      (user: { id: string; user_type: UserType; token_version: number }) => {
        if (!options.privateKey)
          throw new Error('This service cannot sign tokens (no JWT_PRIVATE_KEY).');
        return app.jwt.sign({ sub: user.id, user_type: user.user_type, tv: user.token_version });
      },
    );
  },
  { name: 'boatcare-auth', dependencies: ['boatcare-database'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** User types allowed; absent means any signed-in user. */
    roles?: readonly UserType[];
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    signToken(user: { id: string; user_type: UserType; token_version: number }): string;
  }
}

/** The user a request's token names, checked against the database; 401 when it does not hold. */
async function verifiedCaller(request: FastifyRequest): Promise<Caller> {
  let verified: unknown;
  try {
    verified = await request.jwtVerify();
  } catch {
    throw unauthorized();
  }
  const claims = tokenClaims.safeParse(verified);
  if (!claims.success) throw unauthorized('errors.invalidToken');
  const payload: TokenPayload = claims.data;
  const user = await UserModel.findById(payload.sub, {
    token_version: 1,
    user_type: 1,
    status: 1,
  }).lean();
  if (!user || user.token_version !== payload.tv || user.status === 'inactive') {
    throw unauthorized('errors.sessionExpired');
  }
  return { userId: String(user._id), userType: user.user_type };
}

/**
 * On a public route whose answer shows an admin more (drafts): the caller when the request
 * carries a token that holds, else null. A visitor's stale or broken token reads as no token,
 * never as a 401, so a public page still loads.
 */
export async function callerIfSignedIn(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller) return request.caller;
  if (!request.headers.authorization) return null;
  try {
    return await verifiedCaller(request);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** The signed-in caller of a route that is not public (the auth hook guarantees one). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
