/** What the register page reads from its query: the account type to start with, where to go after. */
export interface RegisterQuery {
  /** `provider`: the form starts on the service provider's account type. */
  as?: 'provider';
  /** The page to return to after signing up (a path of this site, as login's `from`). */
  from?: string | null;
}

/** A link to the register (or login) page with its query: `/en/register?as=provider`. */
export function registerPath(base: string, { as, from }: RegisterQuery): string {
  const query = new URLSearchParams();
  if (as) query.set('as', as);
  if (from) query.set('from', from);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
