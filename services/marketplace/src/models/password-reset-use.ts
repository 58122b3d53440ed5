import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * The claim of a reset token: its unique index lets exactly one of two simultaneous uses
 * insert it. (A filtered update is not atomic on FerretDB v1; a unique index is.)
 */
const passwordResetUseSchema = new Schema(
  { token_hash: { type: String, required: true, unique: true } },
  { timestamps: { createdAt: 'created_date', updatedAt: false } } as const,
);

export type PasswordResetUse = InferSchemaType<typeof passwordResetUseSchema>;
export const PasswordResetUseModel = defineModel('PasswordResetUse', passwordResetUseSchema);
