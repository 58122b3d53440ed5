import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' own Zod schemas, at /docs of each service. */
export const docsPlugin = fp<{ title: string; description: string; prefix: string }>(
  async (app, { title, description, prefix }) => {
    await app.register(swagger, {
      openapi: {
        info: { title, description, version: '1.0.0' },
        servers: [{ url: prefix }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // The docs pages themselves are public; the routes they describe keep their own rules.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
    });
  },
  { name: 'boatcare-docs' },
);
