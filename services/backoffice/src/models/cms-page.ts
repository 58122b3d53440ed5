import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

const section = new Schema(
  {
    sectionId: { type: String, default: '' },
    title: { type: String, default: '' },
    description: { type: String, default: '' },
    content: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
    order: { type: Number, default: 0 },
    isActive: { type: Boolean, default: true },
  },
  { _id: false },
);

/** A content page (VIP benefits, terms, ...), addressed by its pageId. */
const cmsPageSchema = new Schema(
  {
    pageId: { type: String, required: true, unique: true, trim: true },
    title: { type: String, default: '' },
    subtitle: { type: String, default: '' },
    sections: { type: [section], default: [] },
    benefits: {
      type: [new Schema({ title: String, description: String, icon: String }, { _id: false })],
      default: [],
    },
    features: { type: [String], default: [] },
    pricingTitle: { type: String, default: '' },
    pricingDescription: { type: String, default: '' },
    listItem: { type: [new Schema({ name: String, des: String }, { _id: false })], default: [] },
    seo: {
      metaTitle: { type: String, default: '' },
      metaDescription: { type: String, default: '' },
      keywords: { type: [String], default: [] },
    },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);

export type CmsPageRecord = InferSchemaType<typeof cmsPageSchema>;
export const CmsPageModel = defineModel('CmsPage', cmsPageSchema);
