import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/** A key/value the site reads (home counters and the like); keys are unique. */
const siteConfigSchema = new Schema(
  {
    site_key: { type: String, required: true, unique: true, trim: true },
    site_value: { type: String, required: true },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);

export type SiteConfig = InferSchemaType<typeof siteConfigSchema>;
export const SiteConfigModel = defineModel('SiteConfig', siteConfigSchema);
