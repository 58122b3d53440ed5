import { callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  idParams,
  messageBody,
  messageSaved,
  postMessagesResponse,
  unreadResponse,
} from '@boatcare/shared-domain';
import {
  answerQuestion,
  askQuestion,
  messagesFor,
  sendPrivate,
  unreadCount,
} from '../../repositories/messages.ts';

const PARTIES = [UserType.Customer, UserType.Provider];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * Questions and answers on a request before a bid is accepted (public to the providers who may
 * see the request, contact details masked), then a private thread between owner and provider.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/post/:id',
    {
      config: { roles: PARTIES },
      schema: {
        tags: ['messages'],
        summary:
          "A request's public questions and answers, and the caller's private thread on its job; marks them read",
        params: idParams,
        response: { 200: postMessagesResponse, ...errors },
      },
    },
    async (request) => ({ data: await messagesFor(callerOf(request), request.params.id) }),
  );

  app.post(
    '/post/:id/questions',
    {
      config: { roles: [UserType.Provider] },
      schema: {
        tags: ['messages'],
        summary:
          'Ask the owner a public question about an open request (phone numbers and emails masked)',
        params: idParams,
        body: messageBody,
        response: { 201: messageSaved, ...errors },
      },
    },
    async (request, reply) => {
      const data = await askQuestion(
        callerOf(request),
        request.params.id,
        request.body.text,
        request.log,
      );
      return reply.code(201).send({ message: englishMessage('messages.sent'), data });
    },
  );

  app.post(
    '/questions/:id/answer',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['messages'],
        summary: "The owner's public answer to a question on their open request (once; masked)",
        params: idParams,
        body: messageBody,
        response: { 201: messageSaved, ...errors },
      },
    },
    async (request, reply) => {
      const data = await answerQuestion(callerOf(request), request.params.id, request.body.text);
      return reply.code(201).send({ message: englishMessage('messages.sent'), data });
    },
  );

  app.post(
    '/post/:id/private',
    {
      config: { roles: PARTIES },
      schema: {
        tags: ['messages'],
        summary: "A message in the job's private thread (its owner and provider only)",
        params: idParams,
        body: messageBody,
        response: { 201: messageSaved, ...errors },
      },
    },
    async (request, reply) => {
      const data = await sendPrivate(callerOf(request), request.params.id, request.body.text);
      return reply.code(201).send({ message: englishMessage('messages.sent'), data });
    },
  );

  app.get(
    '/unread',
    {
      config: { roles: PARTIES },
      schema: {
        tags: ['messages'],
        summary: 'How many messages to the caller are unread',
        response: { 200: unreadResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: { count: await unreadCount(callerOf(request)) } }),
  );
};
