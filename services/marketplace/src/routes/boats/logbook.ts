import {
  route,
  callerOf,
  englishMessage,
  forbidden,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  fieldErrors,
  readMultipart,
  storeImages,
  type StoredImage,
} from '@boatcare/server-kit/images';
import { boats } from '@boatcare/shared-domain/endpoints';
import { ownEntryFields } from '@boatcare/shared-domain/schemas/boat';
import { isMissingObject } from '@boatcare/server-kit';
import { ownBoat } from '../../repositories/boats.ts';
import { imageSigning } from '../../repositories/images.ts';
import {
  BOAT_DOCUMENT_KEY,
  addOwnEntry,
  logbookFileKeys,
  prepareLogbookFile,
  removeOwnEntry,
} from '../../repositories/logbook.ts';
import { logbookPdf } from '../../repositories/logbook-pdf.ts';

/** The owner's own logbook entries (with photos and PDFs), the PDF logbook, and its documents. */
export const boatLogbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const removeKeys = (keys: string[], log: (error: unknown) => void) =>
    app.storage.remove(keys).catch(log);

  route(app, boats.addEntry, {
    handler: async (request, reply) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const { fields, files } = await readMultipart(request, {
        fileCount: 'boats.logbook.tooManyFiles',
        tooLarge: 'boats.photos.tooLarge',
        notMultipart: 'boats.photos.notMultipart',
      });
      const parsed = ownEntryFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      // Every file is checked before anything is stored: a refused one stores nothing.
      const prepared = [];
      for (const file of files)
        prepared.push(await prepareLogbookFile(String(boat._id), file.buffer));
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove files');
      const photos = await storeImages(
        app.storage,
        prepared.flatMap((one) => (one.kind === 'photo' ? [one.photo] : [])),
        log,
      );
      const documents = prepared.flatMap((one) => (one.kind === 'document' ? [one.document] : []));
      const written: string[] = [];
      try {
        for (const document of documents) {
          await app.storage.put(document.key, document.body, document.contentType);
          written.push(document.key);
        }
        const stored: (StoredImage & { name?: string })[] = [
          ...photos,
          ...documents.map((document, index) => ({
            key: document.key,
            thumbKey: '',
            contentType: document.contentType,
            name: `${parsed.data.title.slice(0, 60)}-${index + 1}.pdf`,
          })),
        ];
        const data = await addOwnEntry(boat, parsed.data, stored);
        return reply.code(201).send({ data, message: englishMessage('boats.logbook.added') });
      } catch (error) {
        await removeKeys([...logbookFileKeys(photos), ...written], log);
        throw error;
      }
    },
  });

  route(app, boats.removeEntry, {
    handler: async (request) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const files = await removeOwnEntry(boat, request.params.entryId);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove files');
      await removeKeys(logbookFileKeys(files), log);
      return { message: englishMessage('boats.logbook.removed') };
    },
  });

  route(app, boats.pdf, {
    handler: async (request, reply) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const { lang, ...choice } = request.query;
      const pdf = await logbookPdf(app.storage, boat, choice, lang);
      const name = `logbook-${boat.boatName.replace(/[^\w-]+/g, '-').slice(0, 60) || 'boat'}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  // Documents are linked from pages (an <a> sends no token): served at signed addresses only.
  route(app, boats.document, {
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!BOAT_DOCUMENT_KEY.test(key)) throw notFound();
      const { exp, sig } = request.query;
      if (exp === undefined || sig === undefined || !imageSigning().verify(key, exp, sig))
        throw forbidden('errors.imageForbidden');
      let body: Buffer;
      try {
        body = await app.storage.getBuffer(key);
      } catch (error) {
        if (isMissingObject(error)) throw notFound();
        throw error;
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    },
  });
};
