/**
 * A worker thread that renders the public pages again with the shell build's renderer
 * (shell/dist-render: render.js and parts.json, written by shell/prerender.ts) and keeps those
 * that differ from the build's in the rendered pages' folder. In a thread of its own: the
 * renderer is the whole shell (React, i18next as module state), and rendering thirty pages
 * takes CPU the service's requests must not wait behind (rerender.ts starts it).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** What rerender.ts hands the worker: where things are, and what an admin changed. */
export interface RenderJob {
  rendererDir: string;
  pagesDir: string;
  /** The content pages (`page/{slug}`) the back office holds. */
  contentSlugs: string[];
  /** Per language, the texts as the site shows them (content strings laid over). */
  texts: Record<string, object>;
  /** The back office's pages by id, as the public read answers them. */
  cmsPages: Record<string, object>;
}

/** What the worker answers. */
export interface RenderResult {
  built: boolean;
  pages: number;
  written: number;
  failed: { path: string; message: string }[];
}

/** A page as the shell's renderer names it (shell/src/prerender/render.tsx, `PrerenderPage`). */
interface RendererPage {
  language: string;
  path: string;
  cmsPage?: string;
}

/** The renderer module's exports used here (render.tsx). */
interface RendererModule {
  prerenderPages(contentSlugs: readonly string[]): RendererPage[];
  renderDocument(
    page: RendererPage,
    parts: object,
    live: { texts: object; cmsPage: object | null },
  ): Promise<string>;
}

/** The build's own pages, beside its renderer (shell/dist beside shell/dist-render). */
const BUILT_PAGES = '../dist';

/**
 * Writes a page whole (a reader never sees half of it) unless it already holds `html`; removes
 * it when `html` is the build's own page (the gateway then serves the build's). Whether it wrote.
 */
async function keepPage(file: string, built: string, html: string): Promise<boolean> {
  const [before, builtHtml] = await Promise.all([
    readFile(file, 'utf8').catch(() => null),
    readFile(built, 'utf8').catch(() => null),
  ]);
  if (html === builtHtml) {
    if (before !== null) await rm(file, { force: true });
    return false;
  }
  if (before === html) return false;
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, html);
  await rename(partial, file);
  return true;
}

async function run(job: RenderJob): Promise<RenderResult> {
  const partsText = await readFile(join(job.rendererDir, 'parts.json'), 'utf8').catch(() => null);
  if (partsText === null) return { built: false, pages: 0, written: 0, failed: [] };
  const parts = JSON.parse(partsText) as object;
  const renderer = (await import(
    pathToFileURL(join(job.rendererDir, 'render.js')).href
  )) as RendererModule;
  const pages = renderer.prerenderPages(job.contentSlugs);
  const result: RenderResult = { built: true, pages: pages.length, written: 0, failed: [] };
  for (const page of pages) {
    try {
      const texts = job.texts[page.language];
      if (!texts) throw new Error(`no texts in ${page.language}`);
      const cmsPage = (page.cmsPage && job.cmsPages[page.cmsPage]) || null;
      const html = await renderer.renderDocument(page, parts, { texts, cmsPage });
      const file = join(...page.path.split('/').filter(Boolean), 'index.html');
      const built = join(job.rendererDir, BUILT_PAGES, file);
      if (await keepPage(join(job.pagesDir, file), built, html)) result.written++;
    } catch (error) {
      result.failed.push({ path: page.path, message: String(error) });
    }
  }
  return result;
}

parentPort?.postMessage(await run(workerData as RenderJob));
