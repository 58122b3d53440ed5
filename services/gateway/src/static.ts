import { existsSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { refusedMethod, sendError } from './errors.ts';
import { API_PREFIX } from './routes.ts';
import { unknownPageRedirect } from './seo.ts';
import { sendRemotes } from './registry-remotes.ts';
import { RECORD_FRAME_SEGMENT } from '@boatcare/shared-domain/core';
import type { RemotesConfig } from '@boatcare/shared-domain/federation';

export const REMOTE_ROLES = ['customer', 'provider', 'club', 'admin'] as const;

export interface StaticOptions {
  /** Folder holding shell/dist and mf-<role>/dist. */
  appsDir: string;
  /** The back office's pages rendered again after an admin's edit (config RENDERED_PAGES_DIR). */
  renderedPagesDir?: string | undefined;
  remotes: RemotesConfig;
  /** The back office's instances, whose release registry answers /remotes.json (none: off). */
  registry?: string[];
  /** Headers for HTML pages (CSP and friends). */
  htmlHeaders: Record<string, string>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds: always revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);

/** Content-hashed files live under static/ and never change; everything else is revalidated. */
export function cacheControlFor(root: string, file: string): string {
  if (ENTRY_FILES.has(basename(file))) return NO_CACHE;
  return relative(root, file).split(sep)[0] === 'static' ? IMMUTABLE : NO_CACHE;
}

/** The prerendered file a page path may have: plain segments only, never `..`. */
export function prerenderedFile(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (!segments.length || !segments.every((segment) => /^[A-Za-z0-9_-]{1,80}$/.test(segment)))
    return null;
  return `${segments.join('/')}/index.html`;
}

/**
 * The frame of a record's page (`/en/requests/<id>` -> `en/requests/_/index.html`): written once
 * at build for every record of its screen (shared-domain `framePath`).
 */
export function recordFrameFile(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  return prerenderedFile([...segments.slice(0, -1), RECORD_FRAME_SEGMENT].join('/'));
}

const hasExtension = (path: string) => /\.[a-z0-9]{1,8}$/i.test(path.split('/').pop() ?? '');
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The built shell at `/`, each remote at `/remotes/<role>/`, `/remotes.json` from configuration,
 * and the shell's index.html for any other page path (the shell routes in the browser).
 */
export const staticSite: FastifyPluginAsync<StaticOptions> = async (app, options) => {
  const shellRoot = join(options.appsDir, 'shell', 'dist');

  app.get('/remotes.json', async (request, reply) =>
    options.registry?.length
      ? sendRemotes(request, reply, options.remotes, options.registry)
      : reply.header('cache-control', NO_CACHE).send(options.remotes),
  );

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    index: false,
    // A folder (a prerendered page's, `/en/`) is a page: the not-found handler below sends it.
    allowedPath: (path: string) => !path.endsWith('/'),
    cacheControl: false,
    setHeaders(reply: FastifyReply, file: string) {
      reply.header('cache-control', cacheControlFor(shellRoot, file));
      if (file.endsWith('.html')) reply.headers(options.htmlHeaders);
    },
  });

  for (const role of REMOTE_ROLES) {
    const root = join(options.appsDir, `mf-${role}`, 'dist');
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${role}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply: FastifyReply, file: string) {
        reply.header('cache-control', cacheControlFor(root, file));
        // A shell on another origin (a staging override) may load this remote too.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

  /**
   * The back office's render of a page (`en/vip-benefits/index.html`) when it is newer than the
   * build's page, or than the build for a page the build has not (an added content page): a
   * render from before the last build names that build's scripts.
   */
  const renderedPage = (file: string): string | null => {
    const dir = options.renderedPagesDir;
    const rendered = dir && modified(join(dir, file));
    if (!dir || !rendered) return null;
    const built = modified(join(shellRoot, file)) ?? modified(join(shellRoot, 'index.html'));
    return built !== undefined && rendered >= built ? dir : null;
  };

  /**
   * A public page the back office rendered again or the shell's build prerendered
   * (`/en/vip-benefits` -> `en/vip-benefits/index.html`), else the frame of a record's page,
   * else the shell's index.html.
   */
  const sendShellPage = (reply: FastifyReply, path = '/') => {
    const prerendered = prerenderedFile(path);
    const renderedDir = prerendered && renderedPage(prerendered);
    if (prerendered && renderedDir) return reply.sendFile(prerendered, renderedDir);
    if (prerendered && existsSync(join(shellRoot, prerendered)))
      return reply.sendFile(prerendered, shellRoot);
    const frame = prerendered && recordFrameFile(path);
    if (frame && existsSync(join(shellRoot, frame))) return reply.sendFile(frame, shellRoot);
    return existsSync(join(shellRoot, 'index.html'))
      ? reply.sendFile('index.html', shellRoot)
      : sendError(reply, 404, 'routeNotFound');
  };

  app.get('/', (_request, reply) => sendShellPage(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isUnder(path, API_PREFIX) &&
      !isUnder(path, '/remotes') &&
      !hasExtension(path);
    if (!isPage) {
      if (refusedMethod(request, reply)) return reply;
      return sendError(reply, 404, 'routeNotFound');
    }
    // A path no screen has goes to its language's home from here, before any app loads.
    const home = unknownPageRedirect(path);
    return home ? reply.redirect(home, 302) : sendShellPage(reply, path);
  });
};
