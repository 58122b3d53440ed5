import { useSyncExternalStore } from 'react';

/** A message the live region reads out. */
export interface Announcement {
  id: number;
  text: string;
}

/**
 * How long a message stays in the region (screen readers take it when it is added; it is gone
 * soon after, so it is not found again as text of the page); the last few only.
 */
const KEEP_MS = 3000;
const KEEP_COUNT = 3;

let announcements: readonly Announcement[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function emit(next: readonly Announcement[]) {
  announcements = next;
  listeners.forEach((listener) => listener());
}

/**
 * Says `text` through the page's one polite live region (LiveRegion, in AppProviders): a new
 * page's title, a count of rows added (toasts are in the region already). Each message is a new node added to the region
 * that already exists, which screen readers read out (a region created with its text is often
 * not); the same text twice is read twice.
 */
export function announce(text: string) {
  const trimmed = text.trim();
  if (!trimmed) return;
  const message = { id: ++lastId, text: trimmed };
  emit([...announcements, message].slice(-KEEP_COUNT));
  setTimeout(() => emit(announcements.filter((m) => m !== message)), KEEP_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const NONE: readonly Announcement[] = [];

/** The messages the region holds now. */
export const useAnnouncements = () =>
  useSyncExternalStore(
    subscribe,
    () => announcements,
    () => NONE,
  );
