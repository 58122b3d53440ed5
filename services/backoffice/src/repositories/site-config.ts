import type { Types } from 'mongoose';
import { SiteConfigModel, type SiteConfig } from '../models/site-config.ts';

export interface SiteConfigEntry {
  id: string;
  site_key: string;
  site_value: string;
  created_date: string;
}

const toEntry = (doc: SiteConfig & { _id: Types.ObjectId }): SiteConfigEntry => ({
  id: String(doc._id),
  site_key: doc.site_key,
  site_value: doc.site_value,
  created_date: doc.created_date.toISOString(),
});

export async function listSiteConfig(): Promise<SiteConfigEntry[]> {
  const docs = await SiteConfigModel.find().sort({ site_key: 1 }).lean();
  return docs.map(toEntry);
}

/** Throws a duplicate-key error when the key is taken. */
export async function createSiteConfig(values: {
  site_key: string;
  site_value: string;
}): Promise<SiteConfigEntry> {
  return toEntry((await SiteConfigModel.create(values)).toObject());
}

/** Whether another entry already has `site_key`. */
export async function siteKeyTakenByOther(site_key: string, id: string): Promise<boolean> {
  return Boolean(await SiteConfigModel.exists({ site_key, _id: { $ne: id } }));
}

/** null when there is no such entry; throws a duplicate-key error when a new key is taken. */
export async function updateSiteConfig(
  id: string,
  values: { site_key?: string | undefined; site_value: string },
): Promise<SiteConfigEntry | null> {
  const set = values.site_key === undefined ? { site_value: values.site_value } : values;
  const doc = await SiteConfigModel.findByIdAndUpdate(
    id,
    { $set: set },
    { returnDocument: 'after' },
  ).lean();
  return doc ? toEntry(doc) : null;
}

export async function deleteSiteConfig(id: string): Promise<boolean> {
  return (await SiteConfigModel.deleteOne({ _id: id })).deletedCount > 0;
}
