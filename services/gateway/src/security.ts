/**
 * Content-Security-Policy for the shell's HTML. Scripts, styles and data come from this origin
 * plus every origin named in remotes.json (a remote may be served from elsewhere, e.g. a
 * staging build) and CSP_EXTRA_ORIGINS. Inline styles are allowed: react-hot-toast injects them.
 *
 * TODO(payments, maps): when Stripe or Google Maps are configured, add https://js.stripe.com
 * (script-src, frame-src) and https://maps.googleapis.com / https://maps.gstatic.com
 * (script-src, img-src, connect-src), or pass them through CSP_EXTRA_ORIGINS.
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
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${more}`,
    'style-src': `'self' 'unsafe-inline' ${more}`,
    'connect-src': `'self' ${more}`,
    'img-src': `'self' data: blob: ${more}`,
    'font-src': `'self' data: ${more}`,
    'frame-src': `'self' ${more}`,
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
