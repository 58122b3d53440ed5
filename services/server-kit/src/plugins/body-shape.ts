import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

/** Deepest nesting of objects and arrays a JSON body may have (translation files need ~10). */
export const MAX_BODY_DEPTH = 32;

type Shape = { depth: number; nul: boolean };

/**
 * The nesting depth of a parsed value and whether any string or key in it holds U+0000, in one
 * walk without recursion (a deep value must not blow the stack). Stops once deeper than
 * `stopAfter`.
 */
export function shapeOf(value: unknown, stopAfter = Number.POSITIVE_INFINITY): Shape {
  const shape: Shape = { depth: 0, nul: false };
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) shape.nul = true;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > shape.depth) shape.depth = depth;
    if (shape.depth > stopAfter) return shape;
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000')) shape.nul = true;
      pending.push([child, depth + 1]);
    }
  }
  return shape;
}

/**
 * Refuses what no route can store: before validation a body nested deeper than MAX_BODY_DEPTH
 * (schema validation recurses and a body 20,000 levels deep would end in a stack overflow, a
 * 500) and a U+0000 character in a query or path value, after it U+0000 in the body the route
 * reads (the database refuses it: a 500 after part of the work). The body's after validation,
 * so a key its schema does not name, which validation drops, is ignored whatever it holds, as
 * the documents say; still before the route's own preHandlers (the repeat limit). The size
 * limit is each route's body limit (413).
 */
export const bodyShapePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const { body } = request;
      if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
        if (shapeOf(body, MAX_BODY_DEPTH).depth > MAX_BODY_DEPTH)
          throw new HttpError(400, 'errors.tooDeep');
      }
      if (shapeOf(request.query).nul || shapeOf(request.params).nul)
        throw new HttpError(400, 'errors.nulCharacter');
    });
    app.addHook('preHandler', async (request) => {
      const { body } = request;
      const nulInBody =
        typeof body === 'string'
          ? body.includes('\u0000')
          : Boolean(body) &&
            typeof body === 'object' &&
            !Buffer.isBuffer(body) &&
            shapeOf(body).nul;
      if (nulInBody) throw new HttpError(400, 'errors.nulCharacter');
    });
  },
  { name: 'boatcare-body-shape' },
);
