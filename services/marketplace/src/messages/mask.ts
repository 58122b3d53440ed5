import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';

/**
 * Masks phone numbers and email addresses in a message written before a bid is accepted, so
 * the deal stays on the platform, without eating ordinary words. Written for how people slip
 * contact details in: spaced, dashed or dotted digit groups, a country code, "(at)" / "[dot]"
 * and the Danish "snabel-a" / "punktum" spellings.
 */
export const MASK = '[hidden]';

/** Where the site's people are: numbers without a country code are read as Danish. */
const HOME_COUNTRY: CountryCode = 'DK';

/** The spelled-out forms of @ and of a dot; the plain symbols are handled apart. */
const AT_WORD = String.raw`(?:\s*[[({]\s*(?:at|snabel-?a)\s*[\])}]\s*|\s+(?:at|snabel-?a)\s+)`;
const DOT_WORD = String.raw`(?:\s*[[({]\s*(?:dot|punktum|prik)\s*[\])}]\s*|\s+(?:dot|punktum|prik)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|${DOT_WORD})`;
const LABEL = String.raw`[\p{L}\d-]+`;

/** An address with a real @ (spaces around the @ and the dots allowed). */
const EMAIL = new RegExp(
  String.raw`[\p{L}\d._%+-]+\s*@\s*${LABEL}(?:${DOT}${LABEL})*${DOT}\p{L}{2,}\b`,
  'giu',
);

/**
 * The endings an address spelled with "at" ends in. "bo at example dot com" is an address in
 * any case; "I am at pier.five" is not, so a plain dot after "at" needs one of these.
 */
const TLDS = 'com|org|net|dk|se|no|de|eu|io|info|biz|co|uk|nl|fi|me|online|email';
const SPELLED_EMAIL = new RegExp(
  String.raw`[\p{L}\d._%+-]+${AT_WORD}${LABEL}(?:(?:${DOT}${LABEL})*${DOT_WORD}\p{L}{2,}|(?:\.${LABEL})*\.(?:${TLDS}))\b`,
  'giu',
);

/** Digit runs with the separators phone numbers are written with. */
const DIGIT_RUN = /\+?\(?\d[\d\s()./-]*\d/g;
const PHONE_MIN_DIGITS = 8;
/** Dates are not phone numbers: 2026-06-01, 01.06.2026, 1/6/2026. */
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;
/** Nor are amounts grouped in thousands: 12.500.000, 1,250,000.50. */
const AMOUNT = /^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/;

/**
 * Phone numbers: those libphonenumber finds (by the home country's numbering, any country's
 * with a +code), then any other run of 8 or more digits that is not a date or an amount, which
 * catches the spaced-out and mixed-up forms people use to get past a filter.
 */
function maskPhones(text: string, country: CountryCode): string {
  const notNumber = (candidate: string) => DATE.test(candidate) || AMOUNT.test(candidate);
  const found = findPhoneNumbersInText(text, { defaultCountry: country });
  let masked = text;
  for (const { startsAt, endsAt } of [...found].reverse()) {
    if (notNumber(text.slice(startsAt, endsAt))) continue;
    masked = masked.slice(0, startsAt) + MASK + masked.slice(endsAt);
  }
  return masked.replace(DIGIT_RUN, (run) => {
    const trimmed = run.trim();
    const digits = trimmed.replace(/\D/g, '').length;
    if (digits < PHONE_MIN_DIGITS || notNumber(trimmed)) return run;
    return run.replace(trimmed, MASK);
  });
}

/** The text with contact details replaced by `[hidden]`, and whether anything was masked. */
export function maskContactDetails(
  text: string,
  country: CountryCode = HOME_COUNTRY,
): { text: string; masked: boolean } {
  const withoutEmails = text.replace(EMAIL, MASK).replace(SPELLED_EMAIL, MASK);
  const masked = maskPhones(withoutEmails, country);
  return { text: masked, masked: masked !== text };
}
