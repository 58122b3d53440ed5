import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * A page's title (with the site name), description and social image (a path on the site), as
 * the build's prerender collects them.
 */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

let prerenderSink: ((meta: PageMeta) => void) | null = null;

/** The build's prerender (no document) receives each rendered page's meta here. */
export function collectPageMeta(sink: ((meta: PageMeta) => void) | null) {
  prerenderSink = sink;
}

/**
 * Sets the page title and description (and their social twins) from translated text, and the
 * social image where the page has one.
 */
export function usePageMeta(title: string, description: string, image?: string | null) {
  const { t } = useTranslation();
  if (typeof document === 'undefined')
    prerenderSink?.({
      title: `${title} | ${t('meta.siteName')}`,
      description,
      ...(image ? { image } : {}),
    });
  useEffect(() => {
    const full = `${title} | ${t('meta.siteName')}`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
  }, [title, description, t]);
  useEffect(() => {
    if (!image) return;
    setMeta('property', 'og:image', new URL(image, location.origin).toString());
    return () => document.head.querySelector('meta[property="og:image"]')?.remove();
  }, [image]);
}
