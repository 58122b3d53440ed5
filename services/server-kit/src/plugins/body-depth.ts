import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/** Deepest nesting of objects and arrays a JSON body may have (translation files need ~10). */
export const MAX_BODY_DEPTH = 32;

/** The nesting depth of a parsed value, without recursion (a deep value must not blow the stack). */
export function depthOf(value: unknown, stopAfter = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAfter) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Refuses a body nested deeper than MAX_BODY_DEPTH with a 400 before validation: schema
 * validation recurses and a body 20,000 levels deep would otherwise end in a stack overflow
 * (a 500). The size limit is each route's body limit (413).
 */
export const bodyDepthPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
        if (depthOf(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
          throw new HttpError(400, 'errors.tooDeep');
      }
    });
  },
  { name: 'boatcare-body-depth' },
);
