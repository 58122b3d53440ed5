import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * An email text the back office edits. One template per language: `templateId` is the
 * template's name and language, e.g. `password-reset-en`, `password-reset-da`. `subject` and
 * `htmlContent` hold `{{variable}}` placeholders, listed in `variables` for the editor.
 * Without an active template the built-in default of server-kit's email module is used.
 */
const emailTemplateSchema = new Schema(
  {
    templateId: { type: String, required: true, unique: true, trim: true },
    name: { type: String, required: true, trim: true },
    subject: { type: String, required: true },
    htmlContent: { type: String, required: true },
    variables: {
      type: [
        new Schema(
          { name: { type: String, required: true }, description: { type: String, default: '' } },
          { _id: false },
        ),
      ],
      default: [],
    },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);

export type EmailTemplate = InferSchemaType<typeof emailTemplateSchema>;
export const EmailTemplateModel = defineModel('EmailTemplate', emailTemplateSchema);
