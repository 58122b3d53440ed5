import { useEffect } from 'react';

/** `<meta name="keywords">` from a back-office page's SEO keywords, while the page shows. */
export function useKeywordsMeta(keywords: string[] | undefined) {
  const content = (keywords ?? []).join(', ');
  useEffect(() => {
    if (!content) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'keywords';
      document.head.append(tag);
    }
    tag.content = content;
    return () => tag.remove();
  }, [content]);
}
