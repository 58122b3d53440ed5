/**
 * A worker thread that renders the public pages again with the shell build's renderer
 * (shell/dist-render: render.js and parts.json, written by shell/prerender.ts) and keeps those
 * that differ from the build's in the rendered pages' folder. In a thread of its own: the
 * renderer is the whole shell (React, i18next as module state), and rendering thirty pages
 * takes CPU the service's requests must not wait behind (rerender.ts starts it).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** What rerender.ts hands the worker: where things are, and what an admin changed. */
export interface RenderJob {
  rendererDir: string;
  pagesDir: string;
  /**
   * The site's address (the back office's PUBLIC_ORIGIN) for the pages' absolute links, in
   * place of the one the build was made with: where it is served decides, not where it was built.
   */
  origin: string;
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

/**
 * Removes the renders of pages no longer rendered (a content page an admin deleted): a gateway
 * would serve them on.
 */
async function removeOthers(pagesDir: string, kept: Set<string>) {
  const files = await readdir(pagesDir, { recursive: true }).catch(() => []);
  for (const file of files) {
    const path = file.split(sep).join('/');
    if (path.endsWith('index.html') && !kept.has(path))
      await rm(join(pagesDir, file), { force: true });
  }
}

async function run(job: RenderJob): Promise<RenderResult> {
  const partsText = await readFile(join(job.rendererDir, 'parts.json'), 'utf8').catch(() => null);
  if (partsText === null) return { built: false, pages: 0, written: 0, failed: [] };
  const parts = { ...(JSON.parse(partsText) as object), origin: job.origin };
  const renderer = (await import(
    pathToFileURL(join(job.rendererDir, 'render.js')).href
  )) as RendererModule;
  const pages = renderer.prerenderPages(job.contentSlugs);
  const result: RenderResult = { built: true, pages: pages.length, written: 0, failed: [] };
  const kept = new Set<string>();
  for (const page of pages) {
    const segments = page.path.split('/').filter(Boolean);
    // Kept even when its render fails: the page keeps its previous file.
    kept.add([...segments, 'index.html'].join('/'));
    try {
      const texts = job.texts[page.language];
      if (!texts) throw new Error(`no texts in ${page.language}`);
      const cmsPage = (page.cmsPage && job.cmsPages[page.cmsPage]) || null;
      const html = await renderer.renderDocument(page, parts, { texts, cmsPage });
      const file = join(...segments, 'index.html');
      const built = join(job.rendererDir, BUILT_PAGES, file);
      if (await keepPage(join(job.pagesDir, file), built, html)) result.written++;
    } catch (error) {
      result.failed.push({ path: page.path, message: String(error) });
    }
  }
  await removeOthers(job.pagesDir, kept);
  return result;
}

parentPort?.postMessage(await run(workerData as RenderJob));
