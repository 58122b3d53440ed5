/**
 * `boat-cleaning` -> `boat_cleaning`: the key of a content page's texts under `pages.`. Null for
 * a slug that cannot name a page (anything but letters, digits, hyphens and underscores).
 */
export const pageKeyOf = (slug: string) =>
  /^[a-z0-9_-]{1,80}$/i.test(slug) ? slug.replace(/-/g, '_') : null;
