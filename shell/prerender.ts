/**
 * Build step (after `rsbuild build`): writes the public pages as HTML, in every language, from
 * the Node bundle of src/prerender/render.tsx. Each page is the built index.html with the
 * page's markup in #root, its meta tags (title, description, canonical, hreflang), the
 * fingerprint of the texts it was rendered with, and one stylesheet holding the shell's CSS
 * (so the page looks right before any script runs). The page loads the island entry instead
 * of the app, and names the app's scripts for when it must hand over (src/islands, ADR 15).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Render from './src/prerender/render.tsx';
import { APP_ENTRY_META, CMS_PAGE_META } from './src/islands/app-handover.ts';
import { SECTIONS_ATTRIBUTE, TEXTS_META } from './src/prerender/page-texts.ts';
import { pageLinks } from './src/prerender/page-links.ts';
import { jsonLdScript } from './src/prerender/structured-data.ts';
import { MANIFEST_LINK, manifestOf } from './src/pwa/manifest.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** The scripts of the built index.html: the app's entry. */
const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The island entry's first files, from the islands build's manifest. */
function islandScripts(dist: string, manifest: string): string[] {
  const { entries } = JSON.parse(readFileSync(join(dist, manifest), 'utf8')) as {
    entries: Record<string, { initial?: { js?: string[] } }>;
  };
  const files = Object.values(entries).flatMap((entry) => entry.initial?.js ?? []);
  if (!files.length) throw new Error(`${manifest} names no island script`);
  return files;
}

export async function prerender(
  shellDir: string,
  {
    bundleDir,
    islandsManifest,
    origin,
  }: { bundleDir: string; islandsManifest: string; origin: string | undefined },
) {
  const dist = join(shellDir, 'dist');
  const render = (await import(pathToFileURL(join(bundleDir, 'render.js')).href)) as typeof Render;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const appScripts = [...template.matchAll(SCRIPT)].map((match) => match[1]!);
  const islandTags = islandScripts(dist, islandsManifest)
    .map((src) => `<script defer src="${escapeHtml(src)}"></script>`)
    .join('');
  const styles = pageStyles(dist);
  // Absolute links (canonical, hreflang, structured data): search engines ignore relative ones.
  const base = new URL(origin || render.DEFAULT_PUBLIC_ORIGIN).origin;
  for (const page of render.prerenderPages()) {
    const { html, meta, structured, sections } = await render.renderPage(page, base);
    const url = (path: string) => escapeHtml(`${base}${path}`);
    const shared = [
      ...pageLinks(page, base),
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    ];
    // A screen of the app keeps the app's scripts, which render over the page at once.
    const head = page.app
      ? [...shared, styles].join('')
      : [
          ...shared,
          ...(meta.image ? [`<meta property="og:image" content="${url(meta.image)}">`] : []),
          ...(structured ? [jsonLdScript(structured)] : []),
          `<meta name="${TEXTS_META}" content="${render.builtInTextsHash(page.language, sections)}" ${SECTIONS_ATTRIBUTE}="${sections.join(',')}">`,
          // What the island entry reads at once: the live texts' fingerprints, to compare.
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(page.textsFingerprints)}">`,
          ...(page.cmsPage
            ? [`<meta name="${CMS_PAGE_META}" content="${escapeHtml(page.cmsPage)}">`]
            : []),
          `<meta name="${APP_ENTRY_META}" content="${escapeHtml(appScripts.join(' '))}">`,
          islandTags,
          styles,
        ].join('');
    // The whole page is inert until the app's page is in (a click or a typed letter there would
    // be lost; layout/AppRunning.tsx lifts it); aria-disabled too, so tools that wait for a
    // usable control (Playwright) wait for the app's.
    const root = page.app ? '<div id="root" inert aria-disabled="true">' : '<div id="root">';
    const document = (page.app ? template : template.replace(SCRIPT, ''))
      .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
      .replace(MANIFEST_LINK, `href="${manifestOf(page.language)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', `${root}${html}</div>`);
    if (!document.includes(html)) throw new Error(`index.html has no empty #root for ${page.path}`);
    const folder = join(dist, ...page.path.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), document);
  }
  rmSync(bundleDir, { recursive: true, force: true });
}
