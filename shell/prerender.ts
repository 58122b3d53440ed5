/**
 * Build step (after `rsbuild build`): writes the public pages as HTML, in every language, with
 * the renderer the build made (src/prerender/render.tsx, bundled for Node in dist-render/).
 * Each page is the built index.html with the page's markup in #root, its meta tags (title,
 * description, canonical, hreflang), the fingerprint of the texts it was rendered with, and one
 * stylesheet holding the shell's CSS (so the page looks right before any script runs). The page
 * loads the island entry instead of the app, and names the app's scripts for when it must hand
 * over (src/islands, ADR 15). index.html itself gets a frame (the header's bar and a loader,
 * src/layout/AppFrame.tsx) and the same stylesheet, so the app's other screens paint at once
 * too; the signed-in first screens get a frame each, with their header and skeletons, in each
 * language (`/en/dashboard/index.html`, src/layout/screen-frames.ts). The renderer stays, with what every page of the build shares
 * (dist-render/parts.json): the back office renders an edited page again with them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Render from './src/prerender/render.tsx';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * One stylesheet with every CSS file of the shell's build (the base styles first), and an empty
 * `<style data-href>` per file: the chunk loader finds those and does not fetch the file again.
 */
function pageStyles(dist: string) {
  const files = cssFiles(join(dist, 'static', 'css')).filter(
    (file) => !file.includes('prerender.'),
  );
  const read = files.map((file) => ({
    href: `/${relative(dist, file)}`,
    css: readFileSync(file, 'utf8'),
  }));
  const ordered = [
    ...read.filter((f) => f.css.includes(':root')),
    ...read.filter((f) => !f.css.includes(':root')),
  ];
  const unique = [...new Map(ordered.map((f) => [f.css, f])).values()];
  const css = unique.map((f) => f.css).join('\n');
  const name = `static/css/prerender.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(join(dist, name), css);
  return [
    `<link rel="stylesheet" href="/${name}">`,
    ...read.map((f) => `<style data-href="${f.href}"></style>`),
  ].join('');
}

/** The island entry's first files, from the islands build's manifest. */
function islandScripts(dist: string, manifest: string): string[] {
  const { entries } = JSON.parse(readFileSync(join(dist, manifest), 'utf8')) as {
    entries: Record<string, { initial?: { js?: string[] } }>;
  };
  const files = Object.values(entries).flatMap((entry) => entry.initial?.js ?? []);
  if (!files.length) throw new Error(`${manifest} names no island script`);
  return files;
}

/** The renderer's folder: its bundle and the build's parts (the back office reads both by these names). */
const RENDERER_FILES = { renderer: 'render.js', parts: 'parts.json' } as const;

export async function prerender(
  shellDir: string,
  {
    bundleDir,
    islandsManifest,
    origin,
  }: { bundleDir: string; islandsManifest: string; origin: string | undefined },
) {
  const dist = join(shellDir, 'dist');
  const render = (await import(
    pathToFileURL(join(bundleDir, RENDERER_FILES.renderer)).href
  )) as typeof Render;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const parts: Render.BuildParts = {
    template,
    appScripts: [...template.matchAll(render.SCRIPT)].map((match) => match[1]!),
    islandTags: islandScripts(dist, islandsManifest)
      .map((src) => `<script defer src="${render.escapeHtml(src)}"></script>`)
      .join(''),
    styles: pageStyles(dist),
    // Absolute links (canonical, hreflang, structured data): search engines ignore relative ones.
    origin: new URL(origin || render.DEFAULT_PUBLIC_ORIGIN).origin,
  };
  writeFileSync(join(bundleDir, RENDERER_FILES.parts), JSON.stringify(parts));
  for (const page of render.prerenderPages()) {
    const folder = join(dist, ...page.path.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), await render.renderDocument(page, parts));
  }
  for (const { path, document } of await render.renderScreenFrames(parts)) {
    const folder = join(dist, ...path.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), document);
  }
  // Last: every page above is written from the template with an empty #root.
  writeFileSync(join(dist, 'index.html'), await render.renderAppIndex(parts));
}
