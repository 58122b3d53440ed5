import { unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@boatcare/shared-domain/core';
import { shownTexts } from '../translations/live-texts.ts';
import type { RenderJob, RenderResult } from './render-worker.ts';

/** `page-winter-storage-da` -> `winter-storage`: the slug of a back-office content page. */
const CONTENT_PAGE_ID = /^page-(?<slug>[A-Za-z0-9_-]+?)(?:-da)?$/;
/** Writes close together (an admin saving both languages) make one render. */
const SETTLE_MS = 100;

/** A public read answered as a visitor gets it: the same filtering and the same shape. */
async function publicRead(app: FastifyInstance, url: string): Promise<object | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return response.json<object>();
}

/** What the pages are rendered with: the texts shown and every back-office page, as served. */
async function renderJob(
  app: FastifyInstance,
  rendererDir: string,
  pagesDir: string,
): Promise<RenderJob> {
  const list = (await publicRead(app, '/cms/pages')) as { data?: { pageId?: unknown }[] } | null;
  const ids = (list?.data ?? []).flatMap(({ pageId }) =>
    typeof pageId === 'string' ? [pageId] : [],
  );
  const cmsPages: Record<string, object> = {};
  for (const id of ids) {
    const page = await publicRead(app, `/cms/pages/${encodeURIComponent(id)}`);
    if (page) cmsPages[id] = page;
  }
  const texts = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (lng) => [lng, await shownTexts(app, lng)] as const)),
  );
  const contentSlugs = ids.flatMap((id) => {
    const slug = CONTENT_PAGE_ID.exec(id)?.groups?.slug;
    return slug ? [slug] : [];
  });
  return { rendererDir, pagesDir, contentSlugs, texts, cmsPages };
}

/** Runs one render in a worker thread (render-worker.ts). */
function renderInWorker(job: RenderJob): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the render worker ended (${code})`)));
  });
}

/**
 * Renders every public page again with the live texts and back-office pages, with the shell
 * build's renderer, into `pagesDir` (`en/vip-benefits/index.html`), where the gateway serves
 * them in place of the build's: an edited page stays a page of islands (ADR 15). A page that
 * fails is logged and keeps its previous file.
 */
async function renderPages(app: FastifyInstance, rendererDir: string, pagesDir: string) {
  const result = await renderInWorker(await renderJob(app, rendererDir, pagesDir));
  if (!result.built) {
    app.log.info({ rendererDir }, 'no shell renderer built: edited pages are not rendered again');
    return;
  }
  for (const { path, message } of result.failed)
    app.log.error({ path, message }, 'a public page could not be rendered again');
  app.log.info({ pages: result.pages, written: result.written }, 'public pages rendered again');
}

/**
 * Renders the public pages again after every admin write that changes what visitors read
 * (`invalidates: 'public'`), at start and after a new shell build, when RENDERED_PAGES_DIR is set: one render at a time,
 * in the background, the last write included.
 */
export function installPageRenders(
  app: FastifyInstance,
  { rendererDir, pagesDir }: { rendererDir: string; pagesDir: string | undefined },
) {
  if (!pagesDir) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running
        .then(() => (closed ? undefined : renderPages(app, rendererDir, pagesDir)))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the public pages could not be rendered again'),
        );
    }, SETTLE_MS);
  };
  // After the answer: an admin's save never waits for the pages.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config.invalidates === 'public') schedule();
  });
  // At start too, and after each new build of the shell (npm start builds beside the running
  // services): the texts may have been edited under another build.
  const parts = join(rendererDir, 'parts.json');
  app.addHook('onReady', async () => {
    schedule();
    watchFile(parts, { interval: 5_000, persistent: false }, (now, before) => {
      if (now.mtimeMs && now.mtimeMs !== before.mtimeMs) schedule();
    });
  });
  app.addHook('onClose', async () => {
    unwatchFile(parts);
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
