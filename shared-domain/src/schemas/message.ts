import { z } from 'zod';

/** A question (public, before acceptance), its answer, or a private message after acceptance. */
export const MESSAGE_KINDS = ['question', 'answer', 'private'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const messageBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'messages.validation.textRequired')
    .max(MESSAGE_MAX_LENGTH, 'messages.validation.textTooLong'),
});
export type MessageBody = z.input<typeof messageBody>;

export const threadMessage = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The author's display name. */
  author: z.string(),
  /**
   * The author's picture if they set one: a provider's always, an owner's only to the provider
   * of their job (as the owner's contact).
   */
  authorAvatarUrl: z.string().optional(),
  /** Written by the caller. */
  mine: z.boolean(),
  text: z.string(),
  created_date: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** A public question with the owner's answer, once given. */
export const publicQuestion = threadMessage.extend({ answer: threadMessage.nullable() });
export type PublicQuestion = z.infer<typeof publicQuestion>;

/**
 * GET /messages/post/{id}: what the caller may read about one request. Before acceptance the
 * public questions and answers; after it, for the owner and the chosen provider, their thread.
 */
export const postMessages = z.object({
  questions: z.array(publicQuestion),
  /** The private thread (oldest first), or null when the caller has none on this request. */
  thread: z.array(threadMessage).nullable(),
  /** The caller may ask a question (a provider, before acceptance). */
  canAsk: z.boolean(),
  /** The caller may answer open questions (the owner, before acceptance). */
  canAnswer: z.boolean(),
});
export type PostMessages = z.infer<typeof postMessages>;
export const postMessagesResponse = z.object({ data: postMessages });
export const messageSaved = z.object({ message: z.string(), data: threadMessage });

/** GET /messages/unread: how many messages to the caller are unread. */
export const unreadResponse = z.object({ data: z.object({ count: z.number().int() }) });
