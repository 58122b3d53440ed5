import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { Types } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import { now, type Storage } from '@boatcare/server-kit';
import { notifyQuietly } from '@boatcare/server-kit/notifications';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { UserModel } from '@boatcare/server-kit/models';
import { isMissingObject } from '@boatcare/server-kit';
import { screenPath } from '@boatcare/shared-domain/core';
import { personalData } from '@boatcare/shared-domain/endpoints';
import {
  EXPORT_VALID_HOURS,
  type ExportView,
  type PersonalDataExport,
} from '@boatcare/shared-domain/schemas/personal-data';
import {
  PersonalDataExportModel,
  type PersonalDataExportRecord,
} from '../models/personal-data-export.ts';
import { imageSigning } from '../repositories/images.ts';
import { gatherPersonalData } from './gather.ts';

/** Where archives are served from (personalData.archive, with the gateway's /v1 in front). */
const ARCHIVE_ROUTE = `/v1${personalData.archive.path.replace(':id', '')}`;
/** A worker that stopped mid-archive left its claim: another takes it over after this long. */
const STALE_CLAIM_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * How often an archive is tried before it is `failed` (the person then asks again), and how long
 * after each failure the next try waits: a storage or database hiccup should not cost the person
 * a new request.
 */
export const EXPORT_ATTEMPTS = 3;
export const EXPORT_RETRY_MS = [60 * 1000, 10 * 60 * 1000] as const;

type ExportRow = PersonalDataExportRecord & { _id: Types.ObjectId; requested_date: Date };

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** The archive's signed address, valid until it expires (an <a> sends no token). */
const archiveUrl = (row: ExportRow, expires: Date) =>
  `${ARCHIVE_ROUTE}${String(row._id)}${imageSigning().until(row.key, Math.floor(expires.getTime() / 1000))}`;

/** An export as its status shows it: a ready one past its expiry is expired, link and all. */
export function exportViewOf(row: ExportRow): ExportView {
  const expires = row.expires_date ? new Date(row.expires_date) : null;
  const lapsed = row.state === 'ready' && (!expires || expires <= now());
  const state = lapsed ? 'expired' : row.state;
  return {
    id: String(row._id),
    state,
    requested_date: new Date(row.requested_date).toISOString(),
    ready_date: iso(row.ready_date),
    expires_date: iso(expires),
    size: row.size ?? null,
    url: state === 'ready' && expires ? archiveUrl(row, expires) : null,
  };
}

/** A person's latest export, whoever asked for it (the person or an admin), or null. */
export async function latestExport(userId: string): Promise<ExportView | null> {
  const row = await PersonalDataExportModel.findOne({ user: userId })
    .sort({ requested_date: -1 })
    .lean<ExportRow>();
  return row ? exportViewOf(row) : null;
}

/**
 * Asks for an archive of a person's data: the one being prepared if there is one (asking twice
 * makes one archive), else a new one for the worker. The route's limit keeps it to a few a day.
 */
export async function requestExport(userId: string, requestedBy: string): Promise<ExportView> {
  const preparing = await PersonalDataExportModel.findOne({ user: userId, state: 'preparing' })
    .sort({ requested_date: -1 })
    .lean<ExportRow>();
  if (preparing) return exportViewOf(preparing);
  const created = await PersonalDataExportModel.create({
    user: userId,
    requested_by: requestedBy,
  });
  return exportViewOf(created.toObject());
}

/** The row of an archive for its download: null when unknown. */
export const archiveRow = (id: string) => PersonalDataExportModel.findById(id).lean<ExportRow>();

/** The size of each uploaded part of an archive (S3's least is 5 MiB, but for the last). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * An object written to storage as a multipart upload, a part at a time as its bytes come: at
 * most one part is held in memory. `write` takes bytes, `flush` sends a full part when there is
 * one (the caller awaits it, which paces the writer), `finish` sends the rest and completes.
 */
function partsUpload(storage: Storage, key: string) {
  const { client, bucket } = storage;
  const started = client.initiateNewMultipartUpload(bucket, key, {
    'Content-Type': 'application/zip',
  });
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let size = 0;
  const etags: { part: number; etag: string }[] = [];
  const send = async () => {
    const body = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    const part = etags.length + 1;
    const uploadID = await started;
    const { etag } = await client.uploadPart(
      { bucketName: bucket, objectName: key, uploadID, partNumber: part, headers: {} },
      body,
    );
    etags.push({ part, etag });
  };
  return {
    write(chunk: Uint8Array) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
    },
    async flush() {
      if (pendingBytes >= PART_BYTES) await send();
    },
    async finish() {
      if (pendingBytes > 0 || etags.length === 0) await send();
      await client.completeMultipartUpload(bucket, key, await started, etags);
      return size;
    },
    async abort() {
      await client.abortMultipartUpload(bucket, key, await started).catch(() => undefined);
    },
  };
}

/**
 * Writes one zip to storage as it is made: every file of the person under `files/`, each
 * streamed from storage through the zip into the upload (one part in memory at most, never all
 * the photos), then `data.json` (the gathered records, listing the files it holds: a file missing
 * from storage is left out of both). Answers the zip's size.
 */
async function writeArchive(
  storage: Storage,
  key: string,
  data: PersonalDataExport,
  log: FastifyBaseLogger,
): Promise<number> {
  const upload = partsUpload(storage, key);
  const made = { failure: null as Error | null };
  const zip = new Zip((error, chunk) => {
    if (error) made.failure = error;
    else upload.write(chunk);
  });
  try {
    const written: PersonalDataExport['files'] = [];
    for (const file of data.files) {
      let body: AsyncIterable<Buffer>;
      try {
        body = await storage.get(file.key);
      } catch (error) {
        if (!isMissingObject(error)) throw error;
        log.warn({ key: file.key }, 'personal data archive: a stored file is missing');
        continue;
      }
      // Photos and PDFs are compressed already: stored as they are.
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of body) {
        entry.push(chunk, false);
        await upload.flush();
      }
      entry.push(new Uint8Array(0), true);
      written.push(file);
    }
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(Buffer.from(JSON.stringify({ ...data, files: written }, null, 2)), true);
    zip.end();
    if (made.failure) throw made.failure;
    return await upload.finish();
  } catch (error) {
    await upload.abort();
    throw error;
  }
}

/** Tells whoever asked (the person, or the admin for them) that the archive is ready. */
async function tellReady(row: ExportRow, log: FastifyBaseLogger) {
  const asker = String(row.requested_by);
  const person = await UserModel.findById(row.user, { first_name: 1, last_name: 1 }).lean();
  const name = `${person?.first_name ?? ''} ${person?.last_name ?? ''}`.trim();
  const own = asker === String(row.user);
  const screen = own ? ('settings' as const) : ('adminUserDetail' as const);
  const params: Record<string, string> = own ? {} : { id: String(row.user) };
  const source = `export:${String(row._id)}`;
  await notifyQuietly(
    {
      kind: 'exportReady',
      source,
      receiver: asker,
      values: { title: name },
      path: screenPath(screen, params),
    },
    log,
  );
  await emitUserEvent(
    { to: asker, kind: 'exportReady', source, screen, params, data: { name } },
    log,
  );
}

/**
 * Makes the archive of one export asked for (the oldest not claimed, or one a stopped worker
 * left, or one whose failed attempt is due again), stores it under `personal-data/<user>/<export>.zip` and marks it ready for
 * EXPORT_VALID_HOURS; tells whoever asked. Answers whether there was one to make.
 */
export async function prepareNextExport(storage: Storage, log: FastifyBaseLogger) {
  const at = now();
  const row = await PersonalDataExportModel.findOneAndUpdate(
    {
      state: 'preparing',
      $and: [
        {
          $or: [
            { claimed_date: null },
            { claimed_date: { $lt: new Date(at.getTime() - STALE_CLAIM_MS) } },
          ],
        },
        { $or: [{ retry_date: null }, { retry_date: { $lte: at } }] },
      ],
    },
    { $set: { claimed_date: at } },
    { sort: { requested_date: 1 }, returnDocument: 'after' },
  ).lean<ExportRow>();
  if (!row) return false;
  const key = `personal-data/${String(row.user)}/${String(row._id)}.zip`;
  try {
    const data = await gatherPersonalData(String(row.user));
    const size = await writeArchive(storage, key, data, log);
    const ready = now();
    const updated = await PersonalDataExportModel.findOneAndUpdate(
      { _id: row._id, state: 'preparing', claimed_date: at },
      {
        $set: {
          state: 'ready',
          key,
          size,
          ready_date: ready,
          expires_date: new Date(ready.getTime() + EXPORT_VALID_HOURS * HOUR_MS),
        },
      },
      { returnDocument: 'after' },
    ).lean<ExportRow>();
    // Taken over meanwhile (this worker was too slow) or the account deleted: not ours to offer.
    if (!updated) {
      await storage.remove([key]);
      return true;
    }
    await tellReady(updated, log);
  } catch (error) {
    const attempts = (row.attempts ?? 0) + 1;
    const retryIn = attempts < EXPORT_ATTEMPTS ? EXPORT_RETRY_MS[attempts - 1] : undefined;
    log.error(
      { err: error, export: String(row._id), attempts, retryIn },
      'personal data archive failed',
    );
    await storage.remove([key]).catch(() => undefined);
    await PersonalDataExportModel.updateOne(
      { _id: row._id, claimed_date: at },
      {
        $set:
          retryIn === undefined
            ? { state: 'failed', attempts }
            : { attempts, claimed_date: null, retry_date: new Date(at.getTime() + retryIn) },
      },
    );
  }
  return true;
}

/** Deletes the stored archives past their expiry (their links end with them). */
export async function expireExports(storage: Storage): Promise<number> {
  const due = await PersonalDataExportModel.find(
    { state: 'ready', expires_date: { $lte: now() } },
    { key: 1 },
  ).lean<ExportRow[]>();
  for (const row of due) {
    await storage.remove([row.key]);
    await PersonalDataExportModel.updateOne(
      { _id: row._id, state: 'ready' },
      { $set: { state: 'expired', key: '' } },
    );
  }
  return due.length;
}

/** A deleted account's archives: stored ones removed, records gone. */
export async function removeExportsOf(user: Types.ObjectId, storage: Storage) {
  const rows = await PersonalDataExportModel.find({ user }, { key: 1 }).lean<ExportRow[]>();
  await storage.remove(rows.map((row) => row.key).filter(Boolean));
  await PersonalDataExportModel.deleteMany({ user });
}
