import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './mask.ts';

const mask = (text: string) => maskContactDetails(text).text;

describe('maskContactDetails', () => {
  it.each([
    ['Call me on 12345678', `Call me on ${MASK}`],
    ['Ring +45 12 34 56 78 tomorrow', `Ring ${MASK} tomorrow`],
    ['tlf. 12-34-56-78.', `tlf. ${MASK}.`],
    ['(555) 123-4567 after 5', `${MASK} after 5`],
    ['1 2 3 4 5 6 7 8', MASK],
    ['+1.555.123.4567', MASK],
    ['0045/2233 4455', MASK],
  ])('hides the phone number in %j', (input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it.each([
    ['write to bo@example.com please', `write to ${MASK} please`],
    ['Bo.Hansen+boat@mail.example.dk', MASK],
    ['bo (at) example (dot) com', MASK],
    ['bo [at] example [dot] dk', MASK],
    ['bo at example dot com', MASK],
    ['bo @ example . com', MASK],
    ['mail: BO@EXAMPLE.COM, or call 87654321', `mail: ${MASK}, or call ${MASK}`],
  ])('hides the email address in %j', (input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it.each([
    'Is the boat 30 ft or 32 ft?',
    'Can you come on 2026-06-01 or 01.06.2026?',
    'My budget is 1.250 kr for 2 hulls',
    'The boat is from 2019 and has 350 hp',
    'We meet at the harbour at 10:30.',
    'Pier 12, berth 4',
  ])('leaves %j as it is', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });
});
