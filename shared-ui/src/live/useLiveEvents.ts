import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staleAfter } from '@boatcare/shared-domain/events';
import { isSyncEvent, type UserEvent } from '@boatcare/shared-domain/schemas/user-event';
import { invalidateEndpoints } from '../api/useEndpointMutation.ts';
import { useCurrentUser } from '../session/store.ts';
import { openLiveConnection, type LiveConnection } from './live-connection.ts';

/** The one connection of this page, shared by every component that listens, per user. */
let shared: { userId: string; connection: LiveConnection; users: number } | null = null;
let latest: UserEvent | null = null;
const listeners = new Set<() => void>();

function received(queryClient: QueryClient, event: UserEvent) {
  // What the event changes is read again: an open page shows it without a reload.
  void invalidateEndpoints(queryClient, staleAfter(event.kind));
  // A sync event (read on another device) refreshes the bell and is not said aloud.
  if (isSyncEvent(event.kind)) return;
  latest = event;
  for (const listener of listeners) listener();
}

/**
 * Keeps the signed-in user's live connection open while mounted (the shell's layout, a
 * standalone remote's frame): one per page however many components use it. Each event makes
 * the endpoints it changes stale (shared-domain EVENT_INVALIDATES).
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    if (shared && shared.userId !== userId) {
      shared.connection.close();
      shared = null;
    }
    shared ??= {
      userId,
      connection: openLiveConnection((event) => received(queryClient, event)),
      users: 0,
    };
    shared.users += 1;
    const mine = shared;
    return () => {
      mine.users -= 1;
      if (mine.users === 0 && shared === mine) {
        mine.connection.close();
        shared = null;
      }
    };
  }, [queryClient, userId]);
}

/** The newest event this page received (for a live announcement); null before any. */
export const useLatestEvent = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => latest,
    () => null,
  );
