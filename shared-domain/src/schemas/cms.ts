import { z } from 'zod';

export const cmsPageParams = z.object({ pageId: z.string().trim().min(1).max(100) });

export const cmsSection = z.object({
  sectionId: z.string().optional(),
  title: z.string(),
  description: z.string().optional(),
  content: z.string().optional(),
  imageUrl: z.string().optional(),
  order: z.number().int().optional(),
  isActive: z.boolean().optional(),
});

/** A content page (VIP benefits, terms and the like), read without a token. */
export const cmsPage = z.object({
  pageId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  sections: z.array(cmsSection),
  benefits: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
  features: z.array(z.string()),
  pricingTitle: z.string(),
  pricingDescription: z.string(),
  listItem: z.array(z.object({ name: z.string(), des: z.string() })),
  seo: z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    keywords: z.array(z.string()),
  }),
});
export type CmsPage = z.infer<typeof cmsPage>;
