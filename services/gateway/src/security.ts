/**
 * The third-party origins of the integrations a production site turns on with a key: Stripe.js
 * and its Elements frames (card forms), Google Maps JS with Places (maps, address search), its
 * tiles and fonts. They are in every policy, so a key set on a deployment works without a
 * second setting; without a key the pages never load from them.
 */
const INTEGRATIONS: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com', 'https://maps.googleapis.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'connect-src': ['https://api.stripe.com', 'https://maps.googleapis.com'],
  'img-src': ['https://maps.gstatic.com', 'https://maps.googleapis.com', 'https://*.stripe.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * Content-Security-Policy for the shell's HTML. Scripts, styles and data come from this origin,
 * the integrations above, every origin named in remotes.json (a remote may be served from
 * elsewhere, e.g. a staging build) and CSP_EXTRA_ORIGINS. Inline styles are allowed:
 * react-hot-toast injects them.
 */
export function contentSecurityPolicy(
  remotes: Record<string, string | undefined>,
  extra: string[],
): string {
  const origins = new Set(extra);
  for (const url of Object.values(remotes)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  const more = [...origins].join(' ');
  const loading = (name: string, own: string) =>
    [own, ...(INTEGRATIONS[name] ?? []), more].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': loading('script-src', "'self'"),
    'style-src': loading('style-src', "'self' 'unsafe-inline'"),
    'connect-src': loading('connect-src', "'self'"),
    'img-src': loading('img-src', "'self' data: blob:"),
    'font-src': loading('font-src', "'self' data:"),
    'frame-src': loading('frame-src', "'self'"),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.trim()}`)
    .join('; ');
}

/** Headers every HTML page gets besides its CSP. */
export const htmlSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};
