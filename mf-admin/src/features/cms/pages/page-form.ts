import { z } from 'zod';
import {
  cmsPageSaveBody,
  cmsSectionInput,
  cmsSeo,
  type CmsPageAdmin,
} from '@boatcare/shared-domain/schemas/cms-admin';

/** The pages the site reads, offered even before anything is saved for them. */
export const KNOWN_PAGES = [
  'vip-benefits',
  'vip-benefits-da',
  'TermsOfServices',
  'TermsOfServices-da',
  'page-boat-cleaning',
  'page-boat-cleaning-da',
] as const;

/** The page form: the shared page, its keywords typed as one comma-separated text. */
export const pageForm = cmsPageSaveBody.extend({
  sections: z.array(cmsSectionInput.required({ sectionId: true })),
  seo: cmsSeo.extend({
    keywords: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      )
      .pipe(cmsSeo.shape.keywords.unwrap()),
  }),
});
export type PageFormValues = z.input<typeof pageForm>;

/** A new section: a generated id, empty texts, active (the spec's rule). */
export const newSection = () => ({
  sectionId: crypto.randomUUID(),
  title: '',
  imageUrl: '',
  content: '',
  isActive: true,
});

export function valuesOf(page: CmsPageAdmin | null): PageFormValues {
  return {
    title: page?.title ?? '',
    sections: (page?.sections ?? []).map((section) => ({
      sectionId: section.sectionId ?? crypto.randomUUID(),
      title: section.title,
      imageUrl: section.imageUrl ?? '',
      content: section.content ?? '',
      isActive: section.isActive ?? true,
    })),
    seo: {
      metaTitle: page?.seo.metaTitle ?? '',
      metaDescription: page?.seo.metaDescription ?? '',
      keywords: (page?.seo.keywords ?? []).join(', '),
    },
  };
}

/** The body saved: the sections in the order shown. */
export const bodyOf = (page: z.output<typeof pageForm>) => ({
  ...page,
  sections: page.sections.map((section, order) => ({ ...section, order })),
});
