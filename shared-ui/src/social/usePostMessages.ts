import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { useEndpoint } from '@boatcare/shared-ui/core';
import { invalidateEndpoints } from '../api/useEndpointMutation.ts';

/** How often the unread count and an open thread are read again (ms). */
export const POLL_MS = 15_000;

/** A request's questions and answers and the caller's private thread (reading marks them read). */
export function usePostMessages(postId: string) {
  const client = useQueryClient();
  const query = useEndpoint(
    messages.forPost,
    { params: { id: postId } },
    {
      select: (answer) => answer.data,
      refetchInterval: POLL_MS,
      meta: { errorKey: 'messages.loadFailed' },
    },
  );
  // Each read marks the messages read on the server: the navigation's count is read again.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void invalidateEndpoints(client, [messages.unread]);
  }, [client, readAt]);
  return query;
}
