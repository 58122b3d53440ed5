import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const MAX_TOASTS = 20;

/** The page's one toaster: errors stay 4 s, successes 2 s, loading until dismissed; 20 at most. */
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
        style: { fontSize: '0.95rem' },
      }}
    />
  );
}

export { toast };
