import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * A password reset link. Only the SHA-256 of the token is stored, so a copy of the database
 * cannot reset anyone's password. A token works once (`used_at`) and until `expires_at`;
 * expiry is checked in the query (no TTL index: FerretDB v1 has none).
 */
const passwordResetTokenSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true, index: true },
    token_hash: { type: String, required: true, unique: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: false } } as const,
);

export type PasswordResetToken = InferSchemaType<typeof passwordResetTokenSchema>;
export const PasswordResetTokenModel = defineModel('PasswordResetToken', passwordResetTokenSchema);
