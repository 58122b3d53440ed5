import { z } from 'zod';

/*
 * The back office's content strings as every page reads them (GET /cms/strings): a file of their
 * own, so the app's start builds these two schemas, not the CMS editor's (cms-admin.ts re-exports
 * them for the admin's endpoints).
 */
export const contentString = z.object({
  stringId: z.string(),
  category: z.string(),
  description: z.string(),
  translations: z.array(z.object({ language: z.string(), value: z.string() })),
});
export type ContentString = z.infer<typeof contentString>;
export const contentStringList = z.object({ data: z.array(contentString) });
