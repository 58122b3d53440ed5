import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Storage } from '@boatcare/server-kit';
import { messageIn } from '@boatcare/server-kit';
import { formatAmount } from '@boatcare/server-kit/notifications';
import { formatDate, labelDeleted, type Language } from '@boatcare/shared-domain/core';
import type { LogbookEntry, ShareChoice } from '@boatcare/shared-domain/schemas/boat';
import type { BoatRow } from './boats.ts';
import { logbookOf } from './logbook.ts';

const THUMB = 96;
const PHOTOS_PER_ENTRY = 4;

/** The storage key inside a signed photo address (`/v1/images/<key>?exp=..`). */
const keyOf = (url: string) =>
  decodeURIComponent(url.replace(/^\/v1\/images\//, '').split('?')[0] ?? '');

/** A thumbnail as a small JPEG (PDFKit embeds JPEG and PNG, not WebP); null when unreadable. */
async function thumbnail(storage: Storage, url: string): Promise<Buffer | null> {
  try {
    const webp = await storage.getBuffer(keyOf(url));
    return await sharp(webp)
      .resize(THUMB * 2, THUMB * 2, { fit: 'inside' })
      .jpeg()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The logbook as a PDF in `language`: the boat's facts, then each entry (date, title, provider
 * and clubs, services, amount, notes, review, photos as thumbnails), as the owner chose.
 */
export async function logbookPdf(
  storage: Storage,
  boat: BoatRow,
  choice: ShareChoice,
  language: Language,
): Promise<Buffer> {
  const t = (key: string) => messageIn(language, key);
  // A deleted provider's marker, as every screen shows it: in the reader's language.
  const entries = labelDeleted(await logbookOf(boat, choice), t('personalData.deletedUser'));
  const thumbs = await Promise.all(
    entries.map((entry) =>
      Promise.all(entry.photos.slice(0, PHOTOS_PER_ENTRY).map((p) => thumbnail(storage, p.url))),
    ),
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t('boats.pdf.title')}: ${boat.boatName}`, Author: 'BoatCare' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  doc.fontSize(20).text(`${t('boats.pdf.title')}: ${boat.boatName}`);
  doc.moveDown(0.5).fontSize(10).fillColor('#333333');
  const facts = [
    `${t(`boatTypes.${boat.boatType}`)}, ${t(`materials.${boat.material}`)}, ${boat.lengthFeet} ft`,
    boat.registrationNumber
      ? `${t('boats.fields.registrationNumber')}: ${boat.registrationNumber}`
      : '',
    boat.year ? `${t('boats.fields.year')}: ${boat.year}` : '',
    boat.location?.address ? `${t('boats.fields.harbour')}: ${boat.location.address}` : '',
    ...(boat.engines ?? []).map(
      (engine) =>
        `${t('boats.fields.engine')}: ${engine.description ?? ''} ${engine.serialNumber ?? ''}`,
    ),
  ].filter(Boolean);
  for (const line of facts) doc.text(line);
  doc.moveDown();
  if (entries.length === 0) doc.fontSize(11).text(t('boats.logbook.empty'));

  entries.forEach((entry: LogbookEntry, index) => {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc
      .fillColor('#000000')
      .fontSize(13)
      .text(`${formatDate(entry.date, language)}  ${entry.title}`);
    doc.fontSize(10).fillColor('#333333');
    const kind =
      entry.source === 'job' ? t('boats.logbook.viaBoatCare') : t(`boats.kinds.${entry.kind}`);
    doc.text(kind);
    if (entry.provider) {
      const clubs = entry.verifiedBy.length
        ? ` (${t('boats.logbook.verifiedBy')} ${entry.verifiedBy.join(', ')})`
        : '';
      doc.text(`${t('boats.logbook.provider')}: ${entry.provider}${clubs}`);
    }
    if (entry.services.length)
      doc.text(entry.services.map((service) => t(`services.${service}`)).join(', '));
    if (entry.amount !== null)
      doc.text(`${t('boats.logbook.amount')}: ${formatAmount(entry.amount, language)}`);
    if (entry.notes) doc.text(`${t('boats.logbook.notes')}: ${entry.notes}`);
    // The PDF is for others (a buyer, an insurer): the review is the owner's.
    if (entry.review)
      doc.text(`${t('boats.logbook.ownerReview')}: ${entry.review.rating}/5 ${entry.review.text}`);
    const images = (thumbs[index] ?? []).filter((image): image is Buffer => image !== null);
    if (images.length) {
      const top = doc.y + 6;
      images.forEach((image, n) =>
        doc.image(image, 50 + n * (THUMB + 8), top, { fit: [THUMB, THUMB] }),
      );
      doc.y = top + THUMB + 6;
      doc.x = 50;
    }
    doc.moveDown();
  });
  doc.end();
  return done;
}
