import { describe, expect, it } from 'vitest';
import { createForm, updateForm, valuesOf } from './user-form.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the Users tab's form", () => {
  it('checks a new user by the shared create rules (an admin needs 12 characters)', () => {
    const typed = { ...valuesOf(null), name: 'Ida', email: 'IDA@boatcare.test', password: 'short' };
    expect(messages(createForm.safeParse(typed))).toEqual([
      ['password', 'adminDashboard.users.validation.password'],
    ]);
    expect(
      messages(createForm.safeParse({ ...typed, role: 'admin', password: 'eleven-char' })),
    ).toEqual([['password', 'adminAdmins.validation.passwordShort']]);
    expect(createForm.parse({ ...typed, password: 'harbour-2030' })).toEqual({
      name: 'Ida',
      email: 'ida@boatcare.test',
      role: 'customer',
      status: 'active',
      password: 'harbour-2030',
    });
  });

  it('sends an edit without a password, an empty radius as none', () => {
    const typed = { ...valuesOf(null), name: 'Ida', email: 'ida@boatcare.test' };
    expect(updateForm.parse(typed)).toMatchObject({ serviceRadius: null });
    expect(updateForm.parse({ ...typed, serviceRadius: '40' })).not.toHaveProperty('password');
    expect(updateForm.parse({ ...typed, serviceRadius: '40' }).serviceRadius).toBe(40);
  });
});
