import { OnceKeyModel } from './models/once-key.ts';
import { isDuplicateKey } from './store-errors.ts';

/**
 * Claims a key once, through a unique index: true for the one caller whose insert succeeds,
 * false for everyone else (then answer 409). Guards every "one per" rule.
 */
export async function claimOnce(key: string): Promise<boolean> {
  try {
    await OnceKeyModel.create({ _id: key });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Gives a claim back when the guarded write failed, so a retry can succeed. */
export async function releaseOnce(key: string): Promise<void> {
  await OnceKeyModel.deleteOne({ _id: key });
}
