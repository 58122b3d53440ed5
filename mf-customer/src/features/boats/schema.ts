import { z } from 'zod';
import { boatBody, ownEntryFields, shareBody } from '@boatcare/shared-domain/schemas/boat';
import { JOB_POST_IMAGES, placeChoice } from '@boatcare/shared-domain/schemas/job-post';
import { LOGBOOK_FILES_MAX } from '@boatcare/shared-domain/schemas/boat';

/**
 * The boat form: the boat's own schema, the harbour empty until picked, the year as the text
 * field holds it (empty: none).
 */
export const boatFormSchema = boatBody.extend({
  location: placeChoice.optional(),
  year: z.preprocess(
    (value) => (value === '' || value === null || Number.isNaN(value) ? null : Number(value)),
    boatBody.shape.year,
  ),
});
export type BoatFormInput = z.input<typeof boatFormSchema>;
export type BoatFormValues = z.output<typeof boatFormSchema>;

/** An own logbook entry: its fields and up to four photos or PDFs. */
export const entryFormSchema = ownEntryFields.extend({
  files: z
    .array(z.instanceof(File))
    .max(LOGBOOK_FILES_MAX, 'boats.logbook.tooManyFiles')
    .refine(
      (files) => files.every((file) => file.size <= JOB_POST_IMAGES.maxBytes),
      'boats.photos.tooLarge',
    ),
});
export type EntryFormInput = z.input<typeof entryFormSchema>;
export type EntryFormValues = z.output<typeof entryFormSchema>;

/** A share link: the days as the number field holds them. */
export const shareFormSchema = shareBody.extend({
  days: z.coerce.number<string | number>().pipe(shareBody.shape.days),
});
export type ShareFormInput = z.input<typeof shareFormSchema>;
