import {
  route,
  HttpError,
  messageIn,
  renderEmail,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { auth } from '@boatcare/shared-domain/endpoints';

/** The help page's contact form: the message goes to the support address, replies to the sender. */
export const emailSendRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, auth.emailSend, {
    handler: async (request) => {
      const { name, email, message, language } = request.body;
      // Support reads in English, whatever the sender's language.
      const rendered = await renderEmail('contact-message', 'en', { name, email, message });
      try {
        await app.mailer.send({
          to: app.mailer.supportAddress,
          replyTo: `${name.replace(/["\r\n<>]/g, '')} <${email}>`,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact message could not be sent');
        throw new HttpError(502, 'contact.sendFailed');
      }
      return { message: messageIn(language, 'contact.sent') };
    },
  });
};
