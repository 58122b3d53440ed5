import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/** The site's global settings: one document holding the country code (DK, SE, DE). */
const globalSettingsSchema = new Schema({ countryCode: { type: String, required: true } }, {
  timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
  collection: 'global_settings',
} as const);

export type GlobalSettingsRecord = InferSchemaType<typeof globalSettingsSchema>;
export const GlobalSettingsModel = defineModel('GlobalSettings', globalSettingsSchema);
