import { useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal from an `open` flag: showModal (focus trap, inert page),
 * focus on the first element matching `initialFocus`, and focus back to what the user was on
 * after any close. A dialog still open when its page unmounts is closed.
 */
export function useModalDialog(open: boolean, initialFocus: string) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const restore = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
    element.addEventListener('close', restore);
    return () => {
      element.removeEventListener('close', restore);
      if (element.open) element.close();
    };
  }, []);

  return dialog;
}
