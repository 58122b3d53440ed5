import { describe, expect, it } from 'vitest';
import { testModeCard } from '../schemas/payments.ts';
import { TEST_CARDS, expiryValid, formatCardNumber, luhnValid } from './test-cards.ts';

describe('test cards', () => {
  it('are valid card numbers', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });
  it('refuses a mistyped number', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
  it('groups digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  });
});

describe('expiry', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  it('accepts this month and later', () => {
    expect(expiryValid('06/30', now)).toBe(true);
    expect(expiryValid('01/31', now)).toBe(true);
  });
  it('refuses the past and nonsense', () => {
    expect(expiryValid('05/30', now)).toBe(false);
    expect(expiryValid('13/31', now)).toBe(false);
    expect(expiryValid('1231', now)).toBe(false);
  });
});

describe('testModeCard', () => {
  it('names each bad field with a translation key', () => {
    const result = testModeCard.safeParse({ cardNumber: '1234', expiry: '', cvc: '12' });
    expect(result.success).toBe(false);
    const codes = result.error?.issues.map((issue) => issue.message);
    expect(codes).toEqual([
      'cardForm.validation.numberInvalid',
      'cardForm.validation.expiryRequired',
      'cardForm.validation.cvcInvalid',
    ]);
  });
});
