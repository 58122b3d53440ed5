import { UserType } from '../enums.ts';
import { idParams } from '../schemas/common.ts';
import {
  messageBody,
  messageSaved,
  postMessagesResponse,
  unreadResponse,
} from '../schemas/message.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/** /messages: questions and answers on a request, then the job's private thread. */
const PARTIES = [UserType.Customer, UserType.Provider] as const;
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/messages'],
  tags: ['messages'],
  roles: PARTIES,
  errors: [404],
  limit: LIMITS.messaging,
});

export const forPost = endpoint({
  method: 'GET',
  path: '/messages/post/:id',
  params: idParams,
  response: postMessagesResponse,
  summary:
    "A request's public questions and answers, and the caller's private thread on its job; marks them read",
});

export const ask = endpoint({
  method: 'POST',
  path: '/messages/post/:id/questions',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  roles: [UserType.Provider],
  errors: [404, 409],
  limit: LIMITS.asking,
  summary:
    'Ask the owner a public question about an open request (phone numbers and emails masked)',
});

export const answer = endpoint({
  method: 'POST',
  path: '/messages/questions/:id/answer',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  roles: [UserType.Customer],
  errors: [404, 409],
  summary: "The owner's public answer to a question on their open request (once; masked)",
});

export const sendPrivate = endpoint({
  method: 'POST',
  path: '/messages/post/:id/private',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  summary: "A message in the job's private thread (its owner and provider only)",
});

export const unread = endpoint({
  method: 'GET',
  path: '/messages/unread',
  response: unreadResponse,
  errors: [],
  summary: 'How many messages to the caller are unread',
});
