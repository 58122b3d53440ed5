import mongoose from 'mongoose';
import { UserType } from '@boatcare/shared-domain/core';
import { UserModel } from '../models/user.ts';
import { hashPassword } from '../passwords.ts';

export interface FirstAdmin {
  email: string;
  password: string;
}

/**
 * Production has no demo data: its first admin comes from configuration (ADMIN_EMAIL,
 * ADMIN_PASSWORD), created only while no admin exists. Later admins are made in the back office.
 */
export async function ensureFirstAdmin({
  email,
  password,
}: FirstAdmin): Promise<'created' | 'exists'> {
  if (await UserModel.exists({ user_type: UserType.Admin })) return 'exists';
  if (password.length < 12) throw new Error('ADMIN_PASSWORD must have at least 12 characters.');
  await UserModel.create({
    first_name: 'BoatCare',
    last_name: 'Admin',
    email,
    password_hash: await hashPassword(password),
    user_type: UserType.Admin,
  });
  return 'created';
}

if (import.meta.main) {
  const { MONGO_URL, ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!MONGO_URL) throw new Error('MONGO_URL is required.');
  await mongoose.connect(MONGO_URL, { serverSelectionTimeoutMS: 10_000 });
  try {
    await UserModel.init();
    if (await UserModel.exists({ user_type: UserType.Admin })) {
      console.log('first admin: an admin exists already');
    } else if (!ADMIN_EMAIL || !ADMIN_PASSWORD) {
      console.warn(
        'first admin: no admin exists; set ADMIN_EMAIL and ADMIN_PASSWORD to create one',
      );
    } else {
      await ensureFirstAdmin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      console.log(`first admin: created ${ADMIN_EMAIL}`);
    }
  } finally {
    await mongoose.disconnect();
  }
}
