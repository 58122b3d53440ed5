import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * A text the screens read by its id (a translation key, e.g. `home.hero.title`), per language.
 * The shell lays these over the translation files, so a saved string shows on the next load.
 */
const contentStringSchema = new Schema(
  {
    stringId: { type: String, required: true, unique: true, trim: true },
    category: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    translations: {
      type: [
        new Schema(
          { language: { type: String, required: true }, value: { type: String, default: '' } },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);

export type ContentStringRecord = InferSchemaType<typeof contentStringSchema>;
export const ContentStringModel = defineModel('ContentString', contentStringSchema);
