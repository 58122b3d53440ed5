import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { SERVICE_NAMES, type ServiceName } from '@boatcare/shared-domain/endpoints';
import { gatewayPrefixes } from '@boatcare/shared-domain/endpoints/table';
import {
  API_PREFIX,
  routeEntries,
  routeTable,
  STREAM_PATHS,
  type RouteTable,
} from '../src/routes.ts';
import { defaultRemotes } from '../src/config.ts';
import { ERROR_HEADERS } from '../src/errors.ts';
import { contentSecurityPolicy, htmlSecurityHeaders } from '../src/security.ts';
import { robotsTxt, SCREEN_PATTERNS } from '../src/seo.ts';
import { REMOTE_ROLES } from '../src/static.ts';
import { PATH_LANGUAGES, RECORD_FRAME_SEGMENT } from '@boatcare/shared-domain/core';
import { content } from '@boatcare/shared-domain/endpoints';

/** The compose gateway's config and the one every static container (shell, remotes) uses. */
export const outputs = {
  routes: fileURLToPath(new URL('../routes.json', import.meta.url)),
  gateway: fileURLToPath(new URL('./default.conf', import.meta.url)),
  static: fileURLToPath(new URL('./static.conf', import.meta.url)),
  /** The same gateway config for Kubernetes (kustomize reads files only under deploy/k8s). */
  k8sGateway: fileURLToPath(new URL('../../../deploy/k8s/gateway/default.conf', import.meta.url)),
};

/** The headers of the gateway's own error answers (src/errors.ts), as nginx adds them. */
const errorHeaders = Object.entries(ERROR_HEADERS)
  .map(([name, value]) => `    add_header ${name} "${value}" always;`)
  .join('\n');

const json = (statusCode: number, error: string, key: keyof typeof en.errors) =>
  `'${JSON.stringify({ statusCode, error, code: `errors.${key}`, message: en.errors[key] })}'`;

/** The port each service listens on in compose and Kubernetes (the gateway's default upstream). */
const SERVICE_PORTS: Record<ServiceName, number> = {
  marketplace: 3001,
  payments: 3002,
  club: 3003,
  backoffice: 3004,
};

/**
 * routes.json: each service's port and the API path prefixes its areas state in the endpoint
 * table (shared-domain/src/endpoints, docs/adr/0009-endpoint-table.md).
 */
export function generateRouteTable(): RouteTable {
  const prefixes = gatewayPrefixes();
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, { port: SERVICE_PORTS[name], prefixes: prefixes[name] }]),
  ) as RouteTable;
}

export function generateRoutesJson(): string {
  const routes = {
    $comment:
      'Generated from the endpoint table (shared-domain/src/endpoints) by nginx/generate.ts; do not edit, run `npm run generate -w @boatcare/gateway`. API path prefixes (after /v1) and the service that owns each, read by the gateway (src/routes.ts); the compose nginx config is made from the same.',
    services: generateRouteTable(),
  };
  return `${JSON.stringify(routes, null, 2)}\n`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The embedded gateway's unknown-page rule (src/seo.ts `unknownPageRedirect`) as an nginx map:
 * a page path under a language of ours that no screen has -> that language's home; a file (a
 * name with an extension) or a known screen -> nothing.
 */
function unknownPageMap(): string {
  const languages = PATH_LANGUAGES.join('|');
  const screens = SCREEN_PATTERNS.filter((pattern) => pattern.length)
    .map((pattern) =>
      pattern.map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part))).join('/'),
    )
    .join('|');
  return `map $uri $unknown_page_home {
  default "";
  "~\\.[A-Za-z0-9]{1,8}$" "";
  "~^/(${languages})(/(${screens}))?/?$" "";
  "~^/(?<page_language>${languages})(/|$)" /$page_language;
}`;
}

/**
 * A page path the back office may have rendered again (`/en/faq/` -> `en/faq`): plain segments,
 * as the embedded gateway's `prerenderedFile` takes them; anything else -> "".
 */
function renderedPageMap(): string {
  return `map $uri $rendered_page {
  default "";
  "~^/(?<rendered_path>[A-Za-z0-9_-]{1,80}(/[A-Za-z0-9_-]{1,80}){0,7})/?$" $rendered_path;
}`;
}

/** Where the back office answers its renders (the endpoint table's path, without its `*`). */
const RENDERED_PAGES_PATH = content.renderedPage.path.replace(/\*$/, '');

const header = (name: string, value: string) => `    add_header ${name} "${value}" always;`;

/**
 * The headers of every HTML page, as the embedded gateway sends them (src/security.ts): the
 * static containers' for the build's pages, the gateway's for the back office's renders.
 */
const htmlHeaders = () =>
  [
    ...Object.entries(htmlSecurityHeaders).map(([name, value]) => header(name, value)),
    header('Content-Security-Policy', contentSecurityPolicy(defaultRemotes, [])),
    header('Cache-Control', 'no-cache'),
  ].join('\n');

/** A text as an nginx quoted string (its new lines as \n); `$` stays: nginx variables. */
const nginxString = (text: string) => `"${text.replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/**
 * The compose gateway's nginx config, made from the routing table. Compose service names are
 * the upstream hosts: each service on its routes.json port, the shell and each remote
 * (mf-<role>) on port 8080.
 */
export function generateNginxConfig(routes: RouteTable = routeTable): string {
  const serviceNames = Object.keys(routes) as ServiceName[];
  const upstreams = serviceNames.map(
    (name) => `upstream ${name} {\n  server ${name}:${routes[name].port};\n  keepalive 16;\n}`,
  );
  const isStream = (path: string) => STREAM_PATHS.includes(path);
  const api = routeEntries(routes).flatMap(({ prefix, service }) => [
    // A stream path has its own exact location below.
    ...(isStream(prefix)
      ? []
      : [`  location = ${API_PREFIX}${prefix} { proxy_pass http://${service}${prefix}; }`]),
    `  location ^~ ${API_PREFIX}${prefix}/ { proxy_pass http://${service}${prefix}/; }`,
  ]);
  const streams = STREAM_PATHS.map((path) => {
    const service = routeEntries(routes).find(
      ({ prefix }) => path === prefix || path.startsWith(`${prefix}/`),
    )?.service;
    return `  location = ${API_PREFIX}${path} {
    proxy_pass http://${service}${path};
    proxy_buffering off;
    proxy_cache off;
    gzip off;
    proxy_read_timeout 1h;
  }`;
  });
  const docs = serviceNames.map(
    (name) => `  location ^~ ${API_PREFIX}/docs/${name}/ { proxy_pass http://${name}/docs/; }`,
  );
  const remotes = REMOTE_ROLES.map(
    (role) => `  location ^~ /remotes/${role}/ { proxy_pass http://mf-${role}:8080/; }`,
  );
  return `# Generated by services/gateway/nginx/generate.ts from the endpoint table (routes.json).
# Do not edit: change shared-domain/src/endpoints and run \`npm run generate -w @boatcare/gateway\`.

${upstreams.join('\n\n')}

# A page path no screen has goes to its language's home, before any app loads.
${unknownPageMap()}

# A page path the back office may have rendered again after an admin's edit (ADR 15).
${renderedPageMap()}

server {
  listen 8080;
  server_name _;
  server_tokens off;
  client_max_body_size 25m;

  gzip on;
  gzip_proxied any;
  gzip_min_length 1024;
  gzip_types application/json application/javascript text/css text/plain image/svg+xml;

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  # The gateway is the edge: it states who called and how, replacing what a client claimed.
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Forwarded-Host $host;
  proxy_set_header X-Forwarded-Prefix ${API_PREFIX};
  proxy_read_timeout 30s;

  # A service that does not answer: the services' error shape.
  error_page 502 503 504 = @unavailable;
  location @unavailable {
    default_type application/json;
${errorHeaders}
    return 502 ${json(502, 'Bad Gateway', 'serviceUnavailable')};
  }

  location = ${API_PREFIX}/health {
    default_type application/json;
    return 200 '{"status":"ok","service":"gateway"}';
  }

  # Event streams: each event passed on at once, the connection kept open (keep-alive comments).
${streams.join('\n')}

  # API: ${API_PREFIX}/<prefix>... to the owning service, without ${API_PREFIX}.
${api.join('\n')}

  # Each service's OpenAPI page; Swagger UI's own files (the same in every service) come
  # from the absolute /docs/static/.
${docs.join('\n')}
  location ^~ /docs/static/ { proxy_pass http://marketplace/docs/static/; }

  # Any other API path.
  location ^~ ${API_PREFIX} {
    default_type application/json;
${errorHeaders}
    return 404 ${json(404, 'Not Found', 'routeNotFound')};
  }

  # Remotes, each from its own static container.
${remotes.join('\n')}
  location ^~ /remotes/ {
    default_type application/json;
${errorHeaders}
    return 404 ${json(404, 'Not Found', 'routeNotFound')};
  }

  # remotes.json from the back office's release registry, for the host's environment and the
  # person (docs/releases.md); the shell's static file when the registry has nothing live.
  location = /remotes.json {
    proxy_pass http://backoffice/releases/remotes?host=$host;
    # Chosen for this person (sticky canary): never kept by a shared cache.
    proxy_hide_header cache-control;
    add_header cache-control "private, no-cache" always;
    proxy_intercept_errors on;
    error_page 404 502 503 504 = @static_remotes;
  }
  location @static_remotes {
    proxy_pass http://shell:8080;
  }

  # For search engines, as the embedded gateway answers it (src/seo.ts), for the origin asked.
  location = /robots.txt {
    default_type "text/plain; charset=utf-8";
    add_header Cache-Control "no-cache" always;
    return 200 ${nginxString(robotsTxt('$scheme://$http_host'))};
  }

  # The back office's sitemap (it knows the content pages), at the address search engines read.
  location = /sitemap.xml {
    proxy_pass http://backoffice/cms/sitemap.xml;
  }

  # Pages: the back office's render of a page an admin edited (ADR 15) in place of the build's,
  # else the shell's container (the build's page, the app's index.html, every file). The back
  # office is asked briefly: a 404, an error or no answer within a second is the build's page.
  location / {
    # A relative Location (/en): the port nginx listens on is not the one people reach.
    absolute_redirect off;
    if ($unknown_page_home) {
      return 302 $unknown_page_home;
    }
    error_page 418 = @shell;
    if ($rendered_page = "") {
      return 418;
    }
    proxy_pass http://backoffice${RENDERED_PAGES_PATH}$rendered_page;
    proxy_connect_timeout 500ms;
    proxy_read_timeout 1s;
    # A replica that refuses: the next one; one that is slow: the build's page.
    proxy_next_upstream error;
    proxy_intercept_errors on;
    error_page 400 404 429 500 502 503 504 = @shell;
    # The page's own headers, as the shell's container sends the build's pages (its ETag stays).
    proxy_hide_header Cache-Control;
    proxy_hide_header Content-Security-Policy;
${htmlHeaders()}
  }
  location @shell {
    proxy_pass http://shell:8080;
  }
}
`;
}

/**
 * nginx for a static container (the shell or one remote), with the gateway's caching rules:
 * hashed files under static/ immutable; entry files (index.html, mf-manifest.json,
 * remoteEntry.js, remotes.json) and everything else revalidated; pages fall back to index.html.
 */
export function generateStaticConfig(): string {
  const html = htmlHeaders();
  return `# Generated by services/gateway/nginx/generate.ts. Do not edit.
# Static hosting of one built app (the shell or a remote) with the gateway's caching rules.

# The frame of a record's page (/en/requests/<id> -> /en/requests/${RECORD_FRAME_SEGMENT}/index.html), as the
# embedded gateway serves it (src/static.ts recordFrameFile).
map $uri $record_frame {
  default /index.html;
  "~^(?<record_parent>/.+)/[^/]+/?$" $record_parent/${RECORD_FRAME_SEGMENT}/index.html;
}

server {
  listen 8080;
  server_name _;
  server_tokens off;
  root /usr/share/nginx/html;

  gzip on;
  gzip_min_length 1024;
  gzip_types application/json application/javascript text/css text/plain image/svg+xml;

  # Content-hashed files never change.
  location ^~ /static/ {
${header('Cache-Control', 'public, max-age=31536000, immutable')}
${header('Access-Control-Allow-Origin', '*')}
    try_files $uri =404;
  }

  # Files whose name stays the same across builds are always revalidated.
  location ~ (^|/)(mf-manifest\\.json|remoteEntry\\.js|remotes\\.json)$ {
${header('Cache-Control', 'no-cache')}
${header('Access-Control-Allow-Origin', '*')}
    try_files $uri =404;
  }

  location = /index.html {
${html}
  }

  # Any other file.
  location ~ \\.[A-Za-z0-9]+$ {
${header('Cache-Control', 'no-cache')}
    try_files $uri =404;
  }

  # Pages: a public page or a screen's frame the build wrote, else the app routes in the browser.
  location / {
${html}
    try_files $uri/index.html $record_frame /index.html =404;
  }
}
`;
}

if (import.meta.main) {
  const routes = generateRouteTable();
  writeFileSync(outputs.routes, generateRoutesJson());
  writeFileSync(outputs.gateway, generateNginxConfig(routes));
  writeFileSync(outputs.k8sGateway, generateNginxConfig(routes));
  writeFileSync(outputs.static, generateStaticConfig());
  console.log(`wrote ${Object.values(outputs).join(', ')}`);
}
