/**
 * Masks phone numbers and email addresses in a message written before a bid is accepted, so
 * the deal stays on the platform. Written for how people actually slip contact details in:
 * spaced, dashed or dotted digit groups, a country code, "(at)" / "[dot]" spellings.
 */
export const MASK = '[hidden]';

const AT = String.raw`(?:\s*@\s*|\s*[[({]\s*at\s*[\])}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[[({]\s*dot\s*[\])}]\s*|\s+dot\s+)`;
const EMAIL = new RegExp(String.raw`[\w.+-]+${AT}[\w-]+(?:${DOT}[\w-]+)*${DOT}[a-z]{2,}\b`, 'gi');

/** Digit runs with the separators phone numbers are written with. */
const DIGIT_RUN = /\+?\(?\d[\d\s()./-]*\d/g;
const PHONE_MIN_DIGITS = 8;
/** Dates are not phone numbers: 2026-06-01, 01.06.2026, 1/6/2026. */
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;

function maskPhones(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const trimmed = run.trim();
    const digits = trimmed.replace(/\D/g, '').length;
    if (digits < PHONE_MIN_DIGITS || DATE.test(trimmed)) return run;
    return run.replace(trimmed, MASK);
  });
}

/** The text with contact details replaced by `[hidden]`, and whether anything was masked. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const masked = maskPhones(text.replace(EMAIL, MASK));
  return { text: masked, masked: masked !== text };
}
