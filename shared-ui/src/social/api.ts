import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@boatcare/shared-domain';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import { api } from '@boatcare/shared-ui/core';

export const socialKeys = {
  messages: (postId: string) => ['social', 'messages', postId] as const,
  unread: ['social', 'unread'] as const,
  reviews: (jobId: string) => ['social', 'reviews', jobId] as const,
};

/** How often the unread count and an open thread are read again (ms). */
const POLL_MS = 15_000;

/** A request's questions and answers and the caller's private thread (reading marks them read). */
export function usePostMessages(postId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: socialKeys.messages(postId),
    queryFn: async () => {
      const { data } = await api.call(messages.forPost, { params: { id: postId } });
      void client.invalidateQueries({ queryKey: socialKeys.unread });
      return data;
    },
    refetchInterval: POLL_MS,
    meta: { errorKey: 'messages.loadFailed' },
  });
}

/** Where a message goes: a question on a request, an answer to a question, the private thread. */
export interface MessageTarget {
  endpoint: typeof messages.ask | typeof messages.answer | typeof messages.sendPrivate;
  /** The request's id (ask, private) or the question's (answer). */
  id: string;
}

export const messageTargets = {
  ask: (postId: string): MessageTarget => ({ endpoint: messages.ask, id: postId }),
  answer: (questionId: string): MessageTarget => ({ endpoint: messages.answer, id: questionId }),
  private: (postId: string): MessageTarget => ({ endpoint: messages.sendPrivate, id: postId }),
};

/** Posts a question, an answer or a private message, then reads the request's messages again. */
export function useSendMessage(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, text }: { target: MessageTarget; text: string }) =>
      api.call(target.endpoint, { params: { id: target.id }, body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKeys.messages(postId) }),
  });
}

/** Messages to the signed-in user not yet read (the navigation's badge). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: socialKeys.unread,
    queryFn: () => api.call(messages.unread).then((r) => r.data.count),
    refetchInterval: POLL_MS,
  });

export const useJobReviews = (jobId: string) =>
  useQuery({
    queryKey: socialKeys.reviews(jobId),
    queryFn: () => api.call(reviews.forJob, { params: { id: jobId } }).then((r) => r.data),
    meta: { errorKey: 'reviews.loadFailed' },
  });

export function useSaveReview(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api.call(reviews.save, { params: { id: jobId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKeys.reviews(jobId) }),
  });
}
