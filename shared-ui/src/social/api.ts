import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jobReviewsResponse,
  messageSaved,
  postMessagesResponse,
  reviewSaved,
  unreadResponse,
  type ReviewBody,
} from '@boatcare/shared-domain';
import { api } from '../api/client.ts';

const enc = encodeURIComponent;

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
      const { data } = await api.get(`messages/post/${enc(postId)}`, postMessagesResponse);
      void client.invalidateQueries({ queryKey: socialKeys.unread });
      return data;
    },
    refetchInterval: POLL_MS,
    meta: { errorKey: 'messages.loadFailed' },
  });
}

/** Posts a question, an answer or a private message, then reads the request's messages again. */
export function useSendMessage(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, text }: { path: string; text: string }) =>
      api.send('post', path, messageSaved, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKeys.messages(postId) }),
  });
}

export const messagePaths = {
  ask: (postId: string) => `messages/post/${enc(postId)}/questions`,
  answer: (questionId: string) => `messages/questions/${enc(questionId)}/answer`,
  private: (postId: string) => `messages/post/${enc(postId)}/private`,
};

/** Messages to the signed-in user not yet read (the navigation's badge). */
export const useUnreadCount = () =>
  useQuery({
    queryKey: socialKeys.unread,
    queryFn: () => api.get('messages/unread', unreadResponse).then((r) => r.data.count),
    refetchInterval: POLL_MS,
  });

export const useJobReviews = (jobId: string) =>
  useQuery({
    queryKey: socialKeys.reviews(jobId),
    queryFn: () => api.get(`reviews/job/${enc(jobId)}`, jobReviewsResponse).then((r) => r.data),
    meta: { errorKey: 'reviews.loadFailed' },
  });

export function useSaveReview(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      api.send('put', `reviews/job/${enc(jobId)}`, reviewSaved, body),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKeys.reviews(jobId) }),
  });
}
