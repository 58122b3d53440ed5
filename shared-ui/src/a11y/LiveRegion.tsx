import { useAnnouncements } from './announcer.ts';

/** The id of the page's one live region (the e2e reads what it said). */
export const LIVE_REGION_ID = 'bc-live-region';

/**
 * The page's one polite live region, there from the app's start and empty until `announce`
 * adds a message to it. Visually hidden: toasts show themselves, titles are on the page.
 */
export function LiveRegion() {
  const messages = useAnnouncements();
  return (
    <div
      id={LIVE_REGION_ID}
      className="bc-visually-hidden"
      role="status"
      aria-live="polite"
      // Each message is read alone, not the region's whole text again (status is atomic).
      aria-atomic="false"
      aria-relevant="additions text"
    >
      {messages.map((message) => (
        <p key={message.id}>{message.text}</p>
      ))}
    </div>
  );
}
