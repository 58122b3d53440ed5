import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './mask.ts';

const mask = (text: string) => maskContactDetails(text).text;

/** Each phrasing with what must be left of it: contact details hidden, every other word kept. */
const HIDDEN: [string, string][] = [
  // Phone numbers, English.
  ['Call me on 12345678', `Call me on ${MASK}`],
  ['Ring +45 12 34 56 78 tomorrow', `Ring ${MASK} tomorrow`],
  ['(555) 123-4567 after 5', `${MASK} after 5`],
  ['1 2 3 4 5 6 7 8', MASK],
  ['+1.555.123.4567', MASK],
  ['0045/2233 4455', MASK],
  ['my mobile is 20-30-40-50, text first', `my mobile is ${MASK}, text first`],
  ['Swedish number +46 70 123 45 67 works too', `Swedish number ${MASK} works too`],
  ['UK: +44 20 7946 0958.', `UK: ${MASK}.`],
  ['call 2233 4455 or 8877 6655', `call ${MASK} or ${MASK}`],
  // Phone numbers, Danish.
  ['Ring til mig på 12 34 56 78', `Ring til mig på ${MASK}`],
  ['tlf. 12-34-56-78.', `tlf. ${MASK}.`],
  ['Mit nummer er +45 22334455, ring efter kl. 16', `Mit nummer er ${MASK}, ring efter kl. 16`],
  ['sms mig på 4 0 5 0 6 0 7 0', `sms mig på ${MASK}`],
  // Email addresses, English.
  ['write to bo@example.com please', `write to ${MASK} please`],
  ['Reach me at nora.owner@example.org', `Reach me at ${MASK}`],
  ['Bo.Hansen+boat@mail.example.dk', MASK],
  ['bo (at) example (dot) com', MASK],
  ['bo [at] example [dot] dk', MASK],
  ['bo at example dot com', MASK],
  ['bo @ example . com', MASK],
  ['nora at example.com works', `${MASK} works`],
  ['mail: BO@EXAMPLE.COM, or call 87654321', `mail: ${MASK}, or call ${MASK}`],
  // Email addresses, Danish.
  ['Skriv til bo snabel-a example punktum dk', `Skriv til ${MASK}`],
  ['min mail er søren@bådklub.dk', `min mail er ${MASK}`],
  ['mail: bo (snabel-a) firma (prik) dk tak', `mail: ${MASK} tak`],
];

/** Ordinary messages, in both languages: nothing in them is contact details. */
const KEPT = [
  'Is the boat 30 ft or 32 ft?',
  'Can you come on 2026-06-01 or 01.06.2026?',
  'My budget is 1.250 kr for 2 hulls',
  'The boat is from 2019 and has 350 hp',
  'We meet at the harbour at 10:30.',
  'Pier 12, berth 4',
  'I am at pier.five tomorrow',
  'She is at home. Dot the i and cross the t.',
  'Look at the photos, the hull is at its worst near the stern.',
  'The price 12.500.000 is for the whole fleet',
  'Båden ligger ved bro 4, plads 17.',
  'Kan I komme den 12/6 kl. 9?',
  'Jeg er på havnen fra 8 til 16.',
  'Prisen er 2.500 kr inkl. moms',
  'Motoren er en Volvo Penta D2-40 fra 2015',
];

describe('maskContactDetails', () => {
  it.each(HIDDEN)('hides the contact details in %j', (input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it.each(KEPT)('leaves %j as it is', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('covers at least 40 phrasings', () => {
    expect(HIDDEN.length + KEPT.length).toBeGreaterThanOrEqual(40);
  });
});
