import { Schema } from 'mongoose';

/** One resized copy of a photo (images/prepare.ts `ImageVariant`). */
const imageVariant = new Schema(
  {
    key: { type: String, required: true },
    type: { type: String, enum: ['image/avif', 'image/webp'], required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * The fields of a stored photo (images/prepare.ts `StoredImage`): object storage keys the server
 * chose, never a client-given name; size and variants are null on photos stored before them
 * until the once-only migration fills them.
 */
export const storedImageFields = {
  key: { type: String, required: true },
  thumbKey: { type: String, required: true },
  contentType: { type: String, required: true },
  width: { type: Number, default: null },
  height: { type: Number, default: null },
  variants: { type: [imageVariant], default: undefined },
} as const;
