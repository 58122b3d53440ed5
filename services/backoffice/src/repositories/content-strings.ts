import type { ContentString, ContentStringSave } from '@boatcare/shared-domain/schemas/cms-admin';
import { ContentStringModel, type ContentStringRecord } from '../models/content-string.ts';

const view = (doc: ContentStringRecord): ContentString => ({
  stringId: doc.stringId,
  category: doc.category,
  description: doc.description,
  translations: doc.translations.map((t) => ({ language: t.language, value: t.value })),
});

/** Enough for the admin screen and the shell's one read at start. */
const LIST_LIMIT = 2000;

export async function listContentStrings(): Promise<ContentString[]> {
  const docs = await ContentStringModel.find().sort({ category: 1, stringId: 1 }).limit(LIST_LIMIT);
  return docs.map((doc) => view(doc.toObject()));
}

export async function findContentString(stringId: string): Promise<ContentString | null> {
  const doc = await ContentStringModel.findOne({ stringId }).lean();
  return doc ? view(doc) : null;
}

/** Creates or replaces a string (texts are plain: the screens escape them). */
export async function saveContentString(
  stringId: string,
  input: ContentStringSave,
): Promise<ContentString> {
  await ContentStringModel.updateOne({ stringId }, { $set: input }, { upsert: true });
  const saved = await findContentString(stringId);
  if (!saved) throw new Error(`content string ${stringId} vanished after its save`);
  return saved;
}

/** Deletes a string; the screens fall back to their built-in text. False when there was none. */
export async function deleteContentString(stringId: string): Promise<boolean> {
  const { deletedCount } = await ContentStringModel.deleteOne({ stringId });
  return deletedCount > 0;
}
