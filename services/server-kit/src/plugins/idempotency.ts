import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { HttpError } from '../errors.ts';
import { IdempotencyRecordModel } from '../models/idempotency-record.ts';
import { isDuplicateKey } from '../store-errors.ts';

/** A call still pending after this long belongs to a process that died: a retry may run it. */
export const PENDING_STALE_MS = 35_000;
/** How long a result is kept for retries. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\w\-:.]{1,200}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency record this request claimed (it runs, and its result is stored). */
    idempotencyRecord: string | null;
  }
}

type Claim = { claimed: true } | { claimed: false; replayed: true } | { claimed: false };

async function claim(id: string, fingerprint: string, reply: FastifyReply): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await IdempotencyRecordModel.create({
        _id: id,
        fingerprint,
        state: 'pending',
        created_at: new Date(),
      });
      return { claimed: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const record = await IdempotencyRecordModel.findById(id).lean();
    if (!record) continue;
    if (record.fingerprint !== fingerprint) throw new HttpError(422, 'errors.idempotencyMismatch');
    if (record.state === 'done' && typeof record.statusCode === 'number') {
      await reply
        .code(record.statusCode)
        .header('idempotent-replayed', 'true')
        .type(record.contentType ?? 'application/json; charset=utf-8')
        .send(record.body ?? '');
      return { claimed: false, replayed: true };
    }
    if (record.created_at.getTime() > Date.now() - PENDING_STALE_MS) break;
    // Its process died mid-call: free the stale claim (never a fresh one) and claim it again.
    await IdempotencyRecordModel.deleteOne({
      _id: id,
      state: 'pending',
      created_at: { $lt: new Date(Date.now() - PENDING_STALE_MS) },
    });
  }
  reply.header('retry-after', '1');
  throw new HttpError(409, 'errors.idempotencyInProgress');
}

/**
 * The id for the record a create call makes: derived from its Idempotency-Key when it has one,
 * so a retry that runs again (its first run's process died before the answer was kept) inserts
 * the same _id, which the database refuses (`isDuplicateKey`): the route then answers as the
 * first run did, and nothing is created twice. A new id otherwise.
 */
export function idempotentObjectId(request: { idempotencyRecord: string | null }): Types.ObjectId {
  const record = request.idempotencyRecord;
  if (!record) return new Types.ObjectId();
  return new Types.ObjectId(createHash('sha256').update(record).digest('hex').slice(0, 24));
}

let callsSinceSweep = 0;
function sweepNowAndThen() {
  callsSinceSweep += 1;
  if (callsSinceSweep < 100) return;
  callsSinceSweep = 0;
  IdempotencyRecordModel.deleteMany({ created_at: { $lt: new Date(Date.now() - KEEP_MS) } }).catch(
    () => {
      // The next sweep tries again.
    },
  );
}

/**
 * Idempotency keys for the calls a client retries (a create that may have run when the answer
 * was lost): a signed-in POST with an `Idempotency-Key` header runs once per caller, route and
 * key, through a unique insert shared by every instance; a retry answers the first call's
 * stored status and body (header `Idempotent-Replayed: true`), a retry while the first still
 * runs a 409 `errors.idempotencyInProgress` with Retry-After, the same key on another body a
 * 422. A 5xx is not kept, so a retry runs again. Without the header nothing changes.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotencyRecord', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (request.method !== 'POST' || key === undefined || !request.caller) return;
      if (typeof key !== 'string' || !KEY.test(key))
        throw new HttpError(400, 'errors.idempotencyKey');
      const id = sha256(
        `${request.caller.userId}\n${request.method}\n${request.routeOptions.url}\n${key}`,
      );
      const fingerprint = sha256(JSON.stringify(request.body ?? null));
      const outcome = await claim(id, fingerprint, reply);
      sweepNowAndThen();
      if ('replayed' in outcome) return reply;
      if (outcome.claimed) request.idempotencyRecord = id;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyRecord;
      if (!id) return payload;
      request.idempotencyRecord = null;
      try {
        if (reply.statusCode >= 500 || typeof payload !== 'string') {
          await IdempotencyRecordModel.deleteOne({ _id: id });
        } else {
          const contentType = reply.getHeader('content-type');
          await IdempotencyRecordModel.updateOne(
            { _id: id },
            {
              $set: {
                state: 'done',
                statusCode: reply.statusCode,
                contentType: typeof contentType === 'string' ? contentType : null,
                body: payload,
              },
            },
          );
        }
      } catch (error) {
        request.log.error({ err: error }, 'could not keep the result of an idempotent call');
      }
      return payload;
    });
  },
  { name: 'boatcare-idempotency', dependencies: ['boatcare-auth'] },
);
