import type { FastifyRequest } from 'fastify';
import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import type { EndpointShape } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { isAdmin } from '../is-admin.ts';

/**
 * One kind of the admin's content (pages, email templates, content strings): its four
 * endpoints, its repository and what its audit entries and answers say. Every kind is served by
 * `cmsResourceRoutes`, so the three behave alike.
 */
export interface CmsResource<Item, Body> {
  endpoints: {
    list: EndpointShape;
    one: EndpointShape;
    save: EndpointShape;
    remove: EndpointShape;
  };
  /** The audit entry's action prefix and target folder: `cms.page` and `cms/pages`. */
  audit: { action: string; folder: string };
  /**
   * Which public read an admin sees more of (drafts, inactive items); its answer then varies by
   * the token. The other reads are the same for everyone who may call them.
   */
  adminSeesMore?: 'list' | 'one';
  list(admin: boolean): Promise<unknown[]>;
  find(id: string, admin: boolean): Promise<Item | null>;
  save(id: string, body: Body): Promise<Item>;
  remove(id: string): Promise<boolean>;
  /** What the audit entry of a save keeps of the saved item. */
  summary(item: Item): Record<string, unknown>;
  /** Translation keys: not found, saved, deleted. */
  texts: { notFound: string; saved: string; deleted: string };
}

/** The one path parameter of a kind's item endpoints (`pageId`, `templateId`, `stringId`). */
const idOf = (request: FastifyRequest) =>
  Object.values(request.params as Record<string, string>)[0] ?? '';

export const cmsResourceRoutes =
  <Item extends object, Body>(kind: CmsResource<Item, Body>): FastifyPluginAsyncZod =>
  async (app) => {
    const { endpoints, audit, texts } = kind;
    const adminView = (request: FastifyRequest, read: 'list' | 'one') =>
      kind.adminSeesMore === read ? isAdmin(request) : Promise.resolve(false);
    const record = (request: FastifyRequest, verb: string, details: Record<string, unknown>) =>
      recordAudit(
        callerOf(request).userId,
        `${audit.action}.${verb}`,
        `${audit.folder}/${idOf(request)}`,
        details,
      );
    const varying = kind.adminSeesMore ? { vary: 'authorization' } : {};

    route(app, endpoints.list, {
      handler: async (request, reply) => {
        const data = await kind.list(await adminView(request, 'list'));
        return reply.headers(kind.adminSeesMore === 'list' ? varying : {}).send({ data });
      },
    });

    route(app, endpoints.one, {
      handler: async (request, reply) => {
        const item = await kind.find(idOf(request), await adminView(request, 'one'));
        if (!item) throw notFound(texts.notFound);
        return reply.headers(kind.adminSeesMore === 'one' ? varying : {}).send(item);
      },
    });

    route(app, endpoints.save, {
      handler: async (request) => {
        const item = await kind.save(idOf(request), request.body as Body);
        await record(request, 'save', kind.summary(item));
        return { ...item, message: englishMessage(texts.saved) };
      },
    });

    route(app, endpoints.remove, {
      handler: async (request) => {
        if (!(await kind.remove(idOf(request)))) throw notFound(texts.notFound);
        await record(request, 'delete', {});
        return { message: englishMessage(texts.deleted) };
      },
    });
  };
