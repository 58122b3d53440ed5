import { useCallback, useState } from 'react';

/**
 * What a ConfirmDialog asks, and whether it is open. The question stays set while the dialog
 * closes, so its text does not change under the user. `ask` and `close` keep their identity
 * (rows that ask can stay memoised).
 */
export function useQuestion<Q>() {
  const [question, setQuestion] = useState<Q | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((next: Q) => {
    setQuestion(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { question, open, ask, close };
}
