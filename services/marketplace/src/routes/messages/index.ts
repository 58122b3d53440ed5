import { callerOf, englishMessage, route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { messages } from '@boatcare/shared-domain/endpoints';
import {
  answerQuestion,
  askQuestion,
  messagesFor,
  sendPrivate,
  unreadCount,
} from '../../repositories/messages.ts';

const sent = englishMessage('messages.sent');

/**
 * Questions and answers on a request before a bid is accepted (public to the providers who may
 * see the request, contact details masked), then a private thread between owner and provider.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, messages.forPost, {
    handler: async (request) => ({
      data: await messagesFor(callerOf(request), request.params.id),
    }),
  });

  route(app, messages.ask, {
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const data = await askQuestion(caller, request.params.id, request.body.text, request.log);
      return reply.code(201).send({ message: sent, data });
    },
  });

  route(app, messages.answer, {
    handler: async (request, reply) => {
      const data = await answerQuestion(callerOf(request), request.params.id, request.body.text);
      return reply.code(201).send({ message: sent, data });
    },
  });

  route(app, messages.sendPrivate, {
    handler: async (request, reply) => {
      const data = await sendPrivate(callerOf(request), request.params.id, request.body.text);
      return reply.code(201).send({ message: sent, data });
    },
  });

  route(app, messages.unread, {
    handler: async (request) => ({ data: { count: await unreadCount(callerOf(request)) } }),
  });
};
