import {
  CURRENCY_BY_LANGUAGE,
  DEFAULT_CURRENCY,
  formatMoney,
  type Language,
} from '@boatcare/shared-domain/core';

/** The value an amount travels under in a queued email: base minor units (US cents). */
const AMOUNT_MINOR = 'amountMinor';

/**
 * An amount for an email's `{{amount}}`: kept in base minor units in the queue, and shown when
 * the email is sent in the site's currency for the receiver's language (DKK in Danish, USD in
 * English), as the site itself shows money in that language.
 */
export const amountValue = (minor: number) => ({ [AMOUNT_MINOR]: String(minor) });

/** An amount in base minor units as the receiver's language shows money. */
export const formatAmount = (minor: number, language: string) =>
  formatMoney(minor, CURRENCY_BY_LANGUAGE[language as Language] ?? DEFAULT_CURRENCY, language);

/** A queued email's values for the receiver: a stored amount becomes `amount`, formatted. */
export function valuesFor(values: Record<string, string>, language: string) {
  const { [AMOUNT_MINOR]: minor, ...rest } = values;
  if (minor === undefined || !/^\d+$/.test(minor)) return rest;
  return { ...rest, amount: formatAmount(Number(minor), language) };
}
