import type { CmsPageAdmin, CmsPageSave } from '@boatcare/shared-domain';

export interface SectionDraft {
  sectionId: string;
  title: string;
  imageUrl: string;
  content: string;
  isActive: boolean;
}

export interface PageDraft {
  title: string;
  sections: SectionDraft[];
  metaTitle: string;
  metaDescription: string;
  /** Comma-separated, as typed. */
  keywords: string;
}

/** The pages the site reads, offered even before anything is saved for them. */
export const KNOWN_PAGES = [
  'vip-benefits',
  'vip-benefits-da',
  'TermsOfServices',
  'TermsOfServices-da',
  'page-boat-cleaning',
  'page-boat-cleaning-da',
] as const;

/** A new section: a generated id, empty texts, active (the spec's rule). */
export const newSection = (): SectionDraft => ({
  sectionId: crypto.randomUUID(),
  title: '',
  imageUrl: '',
  content: '',
  isActive: true,
});

export function draftOf(page: CmsPageAdmin | null): PageDraft {
  return {
    title: page?.title ?? '',
    sections: (page?.sections ?? []).map((section) => ({
      sectionId: section.sectionId ?? crypto.randomUUID(),
      title: section.title,
      imageUrl: section.imageUrl ?? '',
      content: section.content ?? '',
      isActive: section.isActive ?? true,
    })),
    metaTitle: page?.seo.metaTitle ?? '',
    metaDescription: page?.seo.metaDescription ?? '',
    keywords: (page?.seo.keywords ?? []).join(', '),
  };
}

export function bodyOf(draft: PageDraft): CmsPageSave {
  return {
    title: draft.title,
    sections: draft.sections.map((section, order) => ({ ...section, order })),
    seo: {
      metaTitle: draft.metaTitle,
      metaDescription: draft.metaDescription,
      keywords: draft.keywords
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    },
  };
}
