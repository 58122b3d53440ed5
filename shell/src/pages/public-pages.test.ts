import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './public-pages.ts';

describe('isPublicPagePath', () => {
  it('knows the prerendered pages in every language', () => {
    for (const path of ['/en', '/da', '/en/faq', '/da/vip-benefits/', '/en/page/hull_polishing']) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
  });
  it('leaves the pages of the app to the app', () => {
    for (const path of ['/en/login', '/da/register', '/en/dashboard', '/en/page/new-page', '/']) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
