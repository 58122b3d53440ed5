import { UserType } from '../enums.ts';
import { idParams } from '../schemas/common.ts';
import {
  messageBody,
  messageSaved,
  postMessagesResponse,
  unreadResponse,
} from '../schemas/message.ts';
import { defineEndpoint } from './define.ts';

/** /messages: questions and answers on a request, then the job's private thread. */
const tags = ['messages'];
const PARTIES = [UserType.Customer, UserType.Provider] as const;

export const forPost = defineEndpoint({
  method: 'GET',
  path: '/messages/post/:id',
  params: idParams,
  response: postMessagesResponse,
  roles: PARTIES,
  errors: [404],
  summary:
    "A request's public questions and answers, and the caller's private thread on its job; marks them read",
  tags,
});

export const ask = defineEndpoint({
  method: 'POST',
  path: '/messages/post/:id/questions',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  roles: [UserType.Provider],
  errors: [404, 409],
  summary:
    'Ask the owner a public question about an open request (phone numbers and emails masked)',
  tags,
});

export const answer = defineEndpoint({
  method: 'POST',
  path: '/messages/questions/:id/answer',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  roles: [UserType.Customer],
  errors: [404, 409],
  summary: "The owner's public answer to a question on their open request (once; masked)",
  tags,
});

export const sendPrivate = defineEndpoint({
  method: 'POST',
  path: '/messages/post/:id/private',
  params: idParams,
  body: messageBody,
  response: messageSaved,
  status: 201,
  roles: PARTIES,
  errors: [404],
  summary: "A message in the job's private thread (its owner and provider only)",
  tags,
});

export const unread = defineEndpoint({
  method: 'GET',
  path: '/messages/unread',
  response: unreadResponse,
  roles: PARTIES,
  summary: 'How many messages to the caller are unread',
  tags,
});
