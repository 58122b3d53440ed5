import { useEffect, useRef } from 'react';
import toast, { resolveValue, Toaster, ToastIcon, useToasterStore } from 'react-hot-toast';
import { announce } from '../a11y/announcer.ts';
import styles from './Toasts.module.css';

const MAX_TOASTS = 20;

/**
 * The page's one toaster: errors stay 4 s, successes 2 s, loading until dismissed; 20 at most.
 * A toast is not a live region of its own: its text is said through the page's one region
 * (LiveRegion), which exists before the toast does, so it is read out.
 */
export function Toasts() {
  const { toasts } = useToasterStore();
  const said = useRef(new Set<string>());
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    visible.slice(MAX_TOASTS).forEach((t) => toast.dismiss(t.id));
    for (const t of visible.slice(0, MAX_TOASTS)) {
      const text = resolveValue(t.message, t);
      // Once per toast and text (a loading toast that turns into its outcome says both).
      const key = `${t.id}\n${String(text)}`;
      if (typeof text === 'string' && !said.current.has(key)) {
        said.current.add(key);
        announce(text);
      }
    }
    const ids = new Set(toasts.map((t) => t.id));
    for (const key of said.current) if (!ids.has(key.split('\n')[0]!)) said.current.delete(key);
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
      }}
    >
      {(t) => (
        <div
          className={styles.toast}
          data-type={t.type}
          style={{ opacity: t.visible ? 1 : 0, ...t.style }}
        >
          <ToastIcon toast={t} />
          <div className={styles.message}>{resolveValue(t.message, t)}</div>
        </div>
      )}
    </Toaster>
  );
}

export { toast };
