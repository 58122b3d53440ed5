import {
  callerOf,
  route,
  type FastifyPluginAsyncZod,
  type ServiceConfig,
} from '@boatcare/server-kit';
import { pushEnabled, subscribePush, unsubscribePush } from '@boatcare/server-kit/push';
import { push } from '@boatcare/shared-domain/endpoints';

/** /push: the caller's devices with Web Push on, and the key browsers subscribe with. */
export const pushRoutes: FastifyPluginAsyncZod<{ config: ServiceConfig }> = async (
  app,
  { config },
) => {
  route(app, push.key, {
    handler: async () => ({
      data: { public_key: pushEnabled(config) ? (config.VAPID_PUBLIC_KEY ?? null) : null },
    }),
  });

  route(app, push.subscribe, {
    handler: async (request) => ({
      data: await subscribePush(
        callerOf(request).userId,
        request.body,
        config.NODE_ENV === 'production',
      ),
    }),
  });

  route(app, push.unsubscribe, {
    handler: async (request) => {
      await unsubscribePush(callerOf(request).userId, request.body.endpoint);
      return { data: { removed: true as const } };
    },
  });
};
