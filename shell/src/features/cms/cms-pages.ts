/** The back office's pages that replace a public page's built-in text (per language: useCmsPage.ts). */
export const CMS_PAGES = {
  vipBenefits: 'vip-benefits',
  terms: 'TermsOfServices',
} as const;

/** The back office's page for `page/{slug}`. */
export const contentCmsPage = (slug: string) => `page-${slug}`;
