import type { ReactNode } from 'react';
import { useAnnouncements } from './announcer.ts';

/** The id of the page's one live region (the e2e reads what it said). */
export const LIVE_REGION_ID = 'bc-live-region';

/**
 * The page's one polite live region, there from the app's start: what `announce` says (a new
 * page's title, visually hidden: it is on the page already) and the toasts (`children`: the
 * toaster renders them inside it, so each toast's text is added to a region that already
 * exists, which screen readers read out; a region created with its text often is not).
 */
export function LiveRegion({ children }: { children?: ReactNode }) {
  const messages = useAnnouncements();
  return (
    <div
      id={LIVE_REGION_ID}
      role="status"
      aria-live="polite"
      // Each addition is read alone, not the region's whole text again (status is atomic).
      aria-atomic="false"
      aria-relevant="additions text"
    >
      {messages.map((message) => (
        <p key={message.id} className="bc-visually-hidden">
          {message.text}
        </p>
      ))}
      {children}
    </div>
  );
}
