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

/** Whether a key is claimed now: a write that must give way to a claim under way asks this. */
export async function isClaimed(key: string): Promise<boolean> {
  return (await OnceKeyModel.exists({ _id: key })) !== null;
}

/**
 * Claims a key that guards a short step (a lease): as claimOnce, but a claim older than
 * `staleAfterMs` is taken to be left by a request that died, and is taken over.
 */
export async function claimLease(key: string, staleAfterMs: number): Promise<boolean> {
  if (await claimOnce(key)) return true;
  const stale = await OnceKeyModel.deleteOne({
    _id: key,
    created_at: { $lt: new Date(Date.now() - staleAfterMs) },
  });
  return stale.deletedCount === 1 && claimOnce(key);
}
