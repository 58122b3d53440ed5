import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SERVICE_NAMES, type ServiceName } from '@boatcare/shared-domain/endpoints';
import { declarations } from '@boatcare/shared-domain/endpoints/table';
import { route } from '../endpoint.ts';
import { docsPlugin } from '../plugins/docs.ts';

/** The part of an OpenAPI document the checks over the generated documents read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<
    string,
    {
      description?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: JsonSchema }>;
    }
  >;
  'x-rate-limit'?: object;
  [extension: `x-${string}`]: unknown;
}
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  [keyword: string]: unknown;
}

/**
 * Each service's OpenAPI document as its `/docs/json` answers it, made from the endpoint table
 * with the services' own machinery (`route`, the docs plugin) but without a database or the
 * handlers: for checks over every documented operation in a unit test.
 */
export async function documentsFromTable(): Promise<Record<ServiceName, OpenApiDocument>> {
  const documents = {} as Record<ServiceName, OpenApiDocument>;
  for (const service of SERVICE_NAMES) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('serviceName', service);
    await app.register(rateLimit, { global: false });
    await app.register(docsPlugin, { title: service, description: service, prefix: '/v1' });
    for (const { endpoint } of declarations)
      if (endpoint.service === service) route(app, endpoint, { handler: async () => ({}) });
    await app.ready();
    documents[service] = app.swagger() as unknown as OpenApiDocument;
    await app.close();
  }
  return documents;
}
