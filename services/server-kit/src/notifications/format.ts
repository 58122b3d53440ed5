/**
 * An amount in an email: base minor units (US cents) shown in dollars, the site's base
 * currency, as every language reads it.
 */
export const formatAmount = (minor: number) => `USD ${(minor / 100).toFixed(2)}`;
