import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@boatcare/shared-domain/core';
import { findCmsPage, listCmsPages } from '../repositories/cms-pages.ts';
import { shownTexts } from '../translations/live-texts.ts';
import type { RenderJob, RenderResult } from './render-worker.ts';

/** `page-winter-storage-da` -> `winter-storage`: the slug of a back-office content page. */
const CONTENT_PAGE_ID = /^page-(?<slug>[A-Za-z0-9_-]+?)(?:-da)?$/;
/** Writes close together (an admin saving both languages) make one render. */
const SETTLE_MS = 100;
/**
 * How often an instance looks whether what the pages show changed under it: an admin's write
 * through another instance (each instance renders into its own folder, ADR 15). A look is a few
 * database reads; a render follows only when they changed.
 */
const CHECK_MS = 10_000;

/** Where the pages go, rendered with what, and the site's address their links name. */
interface RenderPlace {
  rendererDir: string;
  pagesDir: string;
  origin: string;
}

/** A public read answered as a visitor gets it: the same filtering and the same shape. */
async function publicRead(app: FastifyInstance, url: string): Promise<object | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return response.json<object>();
}

/** What the pages are rendered with: the texts shown and every back-office page, as served. */
async function renderJob(app: FastifyInstance, place: RenderPlace): Promise<RenderJob> {
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
  return { ...place, contentSlugs, texts, cmsPages };
}

/**
 * A fingerprint of what the pages show (the back-office pages, the texts shown) and of the build
 * they are rendered with. Read from the repositories, not as requests: a look every CHECK_MS
 * leaves no request in the log.
 */
async function inputsOf(app: FastifyInstance, rendererDir: string): Promise<string> {
  const pages = await Promise.all((await listCmsPages()).map(({ pageId }) => findCmsPage(pageId)));
  const texts = await Promise.all(LANGUAGES.map((lng) => shownTexts(app, lng)));
  const build = await stat(join(rendererDir, 'parts.json')).catch(() => null);
  return createHash('sha256')
    .update(JSON.stringify([build?.mtimeMs ?? null, pages, texts]))
    .digest('base64url');
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
 * fails is logged and keeps its previous file. Nothing is rendered while the texts, the
 * back-office pages and the build are those of the last render (`last`: their fingerprint).
 */
async function renderPages(app: FastifyInstance, place: RenderPlace, last: { inputs?: string }) {
  // Read before the job: a write in between makes the next look render once more, never less.
  const inputs = await inputsOf(app, place.rendererDir);
  if (inputs === last.inputs) return;
  const result = await renderInWorker(await renderJob(app, place));
  last.inputs = inputs;
  if (!result.built) {
    app.log.info(
      { rendererDir: place.rendererDir },
      'no shell renderer built: edited pages are not rendered again',
    );
    return;
  }
  for (const { path, message } of result.failed)
    app.log.error({ path, message }, 'a public page could not be rendered again');
  app.log.info({ pages: result.pages, written: result.written }, 'public pages rendered again');
}

/**
 * Renders the public pages again after every admin write that changes what visitors read
 * (`invalidates: 'public'`), at start, and when another instance's write or a new shell build
 * changed them (looked at every CHECK_MS), when RENDERED_PAGES_DIR is set: one render at a
 * time, in the background, the last write included.
 */
export function installPageRenders(
  app: FastifyInstance,
  {
    rendererDir,
    pagesDir,
    origin,
  }: { rendererDir: string; pagesDir: string | undefined; origin: string },
) {
  if (!pagesDir) return;
  const place: RenderPlace = { rendererDir, pagesDir, origin: new URL(origin).origin };
  const last: { inputs?: string } = {};
  let timer: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running
        .then(() => (closed ? undefined : renderPages(app, place, last)))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the public pages could not be rendered again'),
        );
    }, SETTLE_MS);
  };
  // After the answer: an admin's save never waits for the pages.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config.invalidates === 'public') schedule();
  });
  // At start too, and then every CHECK_MS: another instance's write, or a new build of the
  // shell (npm start builds beside the running services) changes what the pages show.
  app.addHook('onReady', async () => {
    schedule();
    check = setInterval(schedule, CHECK_MS).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(check);
    await running;
  });
}
