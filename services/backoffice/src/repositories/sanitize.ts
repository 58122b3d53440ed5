import sanitizeHtml from 'sanitize-html';

/**
 * CMS page HTML as the public may see it: the usual text markup, links and images; no
 * scripts, event handlers, styles or frames (sanitize-html drops whatever it does not allow).
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
}

/**
 * Email HTML: like a page, plus the inline styles email clients need. Placeholders such as
 * `{{resetLink}}` survive in text and in href values.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      '*': ['style'],
      a: ['href', 'title', 'target', 'rel', 'style'],
      img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    // `{{resetLink}}` is no scheme; keep relative-looking placeholders in links.
    allowProtocolRelative: false,
  });
}
