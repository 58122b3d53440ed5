import { randomUUID } from 'node:crypto';
import type { CmsPageAdmin, CmsPageSave } from '@boatcare/shared-domain/schemas/cms-admin';
import { CmsPageModel, type CmsPageRecord } from '../models/cms-page.ts';
import { sanitizePageHtml } from './sanitize.ts';

type Section = CmsPageRecord['sections'][number];

const sectionView = (section: Section) => ({
  sectionId: section.sectionId,
  title: section.title,
  description: section.description,
  content: section.content,
  imageUrl: section.imageUrl,
  order: section.order,
  isActive: section.isActive,
});

const byOrder = (a: Section, b: Section) => a.order - b.order;

/**
 * A page made by an upsert may lack the fields the save did not set (defaults are not written
 * on every database), so every read fills them in.
 */
const seoOf = (page: CmsPageRecord) => ({
  metaTitle: page.seo?.metaTitle ?? '',
  metaDescription: page.seo?.metaDescription ?? '',
  keywords: page.seo?.keywords ?? [],
});

/**
 * A page with its sections in their order: the active ones only unless `drafts` (the admin's
 * editor), and when it last changed.
 */
export async function findCmsPage(
  pageId: string,
  { drafts = false } = {},
): Promise<CmsPageAdmin | null> {
  const page = await CmsPageModel.findOne({ pageId }).lean();
  if (!page) return null;
  return {
    pageId: page.pageId,
    title: page.title ?? '',
    subtitle: page.subtitle ?? '',
    sections: (page.sections ?? [])
      .filter((section) => drafts || section.isActive)
      .sort(byOrder)
      .map(sectionView),
    benefits: (page.benefits ?? []).map((b) => ({
      title: b.title ?? '',
      description: b.description ?? '',
      icon: b.icon ?? '',
    })),
    features: page.features ?? [],
    pricingTitle: page.pricingTitle ?? '',
    pricingDescription: page.pricingDescription ?? '',
    listItem: (page.listItem ?? []).map((item) => ({ name: item.name ?? '', des: item.des ?? '' })),
    seo: seoOf(page),
    updated_date: page.updated_date ? new Date(page.updated_date).toISOString() : null,
  };
}

export async function listCmsPages(): Promise<{ pageId: string; title: string }[]> {
  const pages = await CmsPageModel.find({}, { pageId: 1, title: 1 }).sort({ pageId: 1 }).lean();
  return pages.map((page) => ({ pageId: page.pageId, title: page.title }));
}

/**
 * Creates or replaces the edited parts of a page (title, subtitle, sections, SEO); what the
 * editor does not hold (VIP benefits and the like) stays. Section HTML is sanitised; a section
 * without an id gets one, and order follows the list.
 */
export async function saveCmsPage(pageId: string, input: CmsPageSave): Promise<CmsPageAdmin> {
  const set: Record<string, unknown> = {
    title: input.title,
    sections: input.sections.map((section, index) => ({
      sectionId: section.sectionId || randomUUID(),
      title: section.title,
      content: sanitizePageHtml(section.content),
      imageUrl: section.imageUrl,
      order: index,
      isActive: section.isActive,
    })),
    seo: input.seo,
  };
  if (input.subtitle !== undefined) set.subtitle = input.subtitle;
  await CmsPageModel.updateOne({ pageId }, { $set: set }, { upsert: true });
  const saved = await findCmsPage(pageId, { drafts: true });
  if (!saved) throw new Error(`CMS page ${pageId} vanished after its save`);
  return saved;
}

/** Deletes a saved page; the site shows its built-in text again. False when none was saved. */
export async function deleteCmsPage(pageId: string): Promise<boolean> {
  const { deletedCount } = await CmsPageModel.deleteOne({ pageId });
  return deletedCount > 0;
}
