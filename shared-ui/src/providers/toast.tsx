import { useEffect } from 'react';
import toast, { resolveValue, Toaster, ToastIcon, useToasterStore } from 'react-hot-toast';
import styles from './Toasts.module.css';

const MAX_TOASTS = 20;

/**
 * The page's one toaster: errors stay 4 s, successes 2 s, loading until dismissed; 20 at most.
 * It sits inside the page's live region (AppProviders), so a toast is not a live region of its
 * own: its text is added to the region that exists before it.
 */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
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
