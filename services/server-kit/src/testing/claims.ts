import type { FastifyInstance } from 'fastify';

/**
 * Signed tokens (valid signature, issuer, audience, expiry) whose claims have the wrong shape:
 * each must be refused with a 401 before any query sees it.
 */
export function hostileTokens(app: FastifyInstance): Record<string, string> {
  const sign = (claims: Record<string, unknown>) => app.jwt.sign(claims);
  const id = '0123456789abcdef01234567';
  return {
    'sub not an ObjectId': sign({ sub: 'not-an-id', user_type: 1, tv: 0 }),
    'sub an operator': sign({ sub: { $ne: null }, user_type: 1, tv: 0 }),
    'sub a number': sign({ sub: 12345, user_type: 1, tv: 0 }),
    'user_type unknown': sign({ sub: id, user_type: 99, tv: 0 }),
    'user_type an operator': sign({ sub: id, user_type: { $gt: 0 }, tv: 0 }),
    'tv an operator': sign({ sub: id, user_type: 1, tv: { $gte: 0 } }),
    'tv missing': sign({ sub: id, user_type: 1 }),
  };
}

/** Sends each hostile token to a route that needs a token; answers what came back, per case. */
export async function answersToHostileTokens(
  app: FastifyInstance,
  url: string,
): Promise<Record<string, { statusCode: number; code: unknown }>> {
  const answers: Record<string, { statusCode: number; code: unknown }> = {};
  for (const [name, token] of Object.entries(hostileTokens(app))) {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    answers[name] = { statusCode: response.statusCode, code: response.json().code };
  }
  return answers;
}
