import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by PDFKit shows: each line is hex strings in a `[...] TJ` operator
 * inside a deflated content stream. Enough to check that a generated PDF says something; the
 * journeys and the marketplace's logbook test both read PDFs with it.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams
    .flatMap((stream) => [...stream.matchAll(/\[(.*?)\] TJ/g)])
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
