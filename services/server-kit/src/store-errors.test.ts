import { describe, expect, it } from 'vitest';
import { isDuplicateKey } from './store-errors.ts';

describe('isDuplicateKey', () => {
  it("recognises each store's answer to a write that breaks a unique index", () => {
    expect(isDuplicateKey({ code: 11000, message: 'E11000 duplicate key error' })).toBe(true);
    expect(isDuplicateKey({ code: 1, message: 'UNIQUE constraint failed: users.email' })).toBe(
      true,
    );
    expect(
      isDuplicateKey({
        code: 1,
        message:
          'ERROR: duplicate key value violates unique constraint "users_email_idx" (SQLSTATE 23505)',
      }),
    ).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDuplicateKey({ code: 1, message: 'ERROR: deadlock detected (SQLSTATE 40P01)' })).toBe(
      false,
    );
    expect(isDuplicateKey(new Error('connection reset'))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
  });
});
