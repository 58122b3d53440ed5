import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { defaultRemotes } from '../src/config.ts';
import { routeTable, serviceNames } from '../src/routes.ts';
import { generateNginxConfig } from '../nginx/generate.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const composeFile = join(repoRoot, 'docker-compose.yml');
const hasCompose = spawnSync('docker', ['compose', 'version']).status === 0;

const keys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
/** What `npm run compose:env` puts in .env. */
const composeEnv = {
  ...process.env,
  MINIO_ROOT_PASSWORD: 'test-secret-password',
  JWT_PUBLIC_KEY: keys.publicKey,
  JWT_PRIVATE_KEY: keys.privateKey,
};

interface ComposeService {
  image?: string;
  command?: string[];
  deploy?: { replicas?: number | string };
  healthcheck?: { test?: string[] };
  build?: {
    context: string;
    dockerfile: string;
    args?: Record<string, string>;
    additional_contexts?: Record<string, string>;
  };
  environment?: Record<string, string | number | null>;
  volumes?: (string | { source: string; target: string })[];
  ports?: unknown[];
}
interface Compose {
  services: Record<string, ComposeService>;
}

/** The model compose itself resolves when the CLI is here, else the file as written. */
function loadCompose(): Compose {
  if (hasCompose) {
    const json = execFileSync(
      'docker',
      ['compose', '-f', composeFile, '--env-file', '/dev/null', 'config', '--format', 'json'],
      { env: composeEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return JSON.parse(json) as Compose;
  }
  return parse(readFileSync(composeFile, 'utf8'), { merge: true }) as Compose;
}

const volumeSources = (service: ComposeService) =>
  (service.volumes ?? []).map((v) =>
    typeof v === 'string' ? (v.split(':')[0] ?? '') : `${v.source}:${v.target}`,
  );

describe('docker-compose.yml', () => {
  const compose = loadCompose();
  const apps = ['shell', 'mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

  it.skipIf(!hasCompose)('passes docker compose config --quiet', () => {
    const result = spawnSync(
      'docker',
      ['compose', '-f', composeFile, '--env-file', '/dev/null', 'config', '--quiet'],
      { env: composeEnv, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('gives each service and each app its own image and build', () => {
    const images = new Set<string>();
    for (const name of [...serviceNames, ...apps]) {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      expect(service?.image, name).toMatch(new RegExp(`^boatcare/${name}:`));
      expect(service?.build, name).toBeDefined();
      images.add(service?.image ?? '');
    }
    expect(images.size).toBe(serviceNames.length + apps.length);
    for (const name of serviceNames) {
      expect(compose.services[name]?.build?.args?.SERVICE).toBe(name);
    }
    for (const name of apps) expect(compose.services[name]?.build?.args?.APP).toBe(name);
  });

  it('runs the services on MongoDB and MinIO, on the ports the gateway routes to', () => {
    expect(compose.services.mongo?.image).toMatch(/^mongo:8/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
    for (const name of serviceNames) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.MONGO_URL, name).toBe('mongodb://mongo:27017/boatcare?replicaSet=rs0');
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(String(env.PORT), name).toBe(String(routeTable[name].port));
      expect(env.JWT_PUBLIC_KEY, name).toBeTruthy();
      // Only marketplace signs tokens.
      expect(Boolean(env.JWT_PRIVATE_KEY), name).toBe(name === 'marketplace');
    }
  });

  it('runs two replicas of each service on a MongoDB replica set that initiates itself', () => {
    for (const name of serviceNames) {
      expect(Number(compose.services[name]?.deploy?.replicas), name).toBe(2);
    }
    const mongo = compose.services.mongo;
    expect(mongo?.command?.join(' ')).toContain('--replSet rs0');
    const check = (mongo?.healthcheck?.test ?? []).join(' ');
    expect(check).toContain("rs.initiate({ _id: 'rs0'");
    expect(check).toContain("host: 'mongo:27017'");
    expect(check).toContain('isWritablePrimary');
    expect(compose.services['admin-init']?.environment?.MONGO_URL).toBe(
      'mongodb://mongo:27017/boatcare?replicaSet=rs0',
    );
    // The services wait for a primary, not only for a running mongod.
    for (const name of serviceNames) {
      expect(JSON.stringify(compose.services[name]), name).toContain('service_healthy');
    }
  });

  it('routes the gateway by the config generated from routes.json', () => {
    const gateway = compose.services.gateway;
    expect(gateway?.image).toMatch(/^nginx:/);
    const mounted = volumeSources(gateway ?? {}).find((v) => v.includes('default.conf'));
    expect(mounted).toBeDefined();
    const config = readFileSync(join(repoRoot, 'services/gateway/nginx/default.conf'), 'utf8');
    expect(config).toBe(generateNginxConfig());
    for (const name of serviceNames) {
      expect(config).toContain(`server ${name}:${routeTable[name].port};`);
      for (const prefix of routeTable[name].prefixes) {
        expect(config).toContain(
          `location ^~ /v1${prefix}/ { proxy_pass http://${name}${prefix}/; }`,
        );
      }
    }
    for (const app of apps.slice(1)) expect(config).toContain(`http://${app}:8080/`);
    expect(config).toContain('proxy_pass http://shell:8080;');
  });

  it("renders edited public pages in the back office with the shell's own build, on one origin", () => {
    const backoffice = compose.services.backoffice;
    // The shell's image is the back office's `shell` stage (services/Dockerfile): one build.
    expect(backoffice?.build?.additional_contexts).toEqual({ shell: 'service:shell' });
    const dockerfile = readFileSync(join(repoRoot, 'services/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM \S+ AS shell$/m);
    expect(dockerfile).toContain(
      'COPY --from=shell /usr/share/boatcare/dist-render shell/dist-render',
    );
    expect(dockerfile).toContain('COPY --from=shell /usr/share/nginx/html shell/dist');
    const statics = readFileSync(join(repoRoot, 'deploy/static.Dockerfile'), 'utf8');
    expect(statics).toContain('/usr/share/boatcare/dist-render');
    expect(backoffice?.environment?.RENDERED_PAGES_DIR).toMatch(/^\/tmp\//);
    // One address for the site: the services', built into the shell's pages.
    const origin = backoffice?.environment?.PUBLIC_ORIGIN;
    expect(origin).toBe('http://localhost:8080');
    expect(compose.services.shell?.build?.args?.PUBLIC_ORIGIN).toBe(origin);
    for (const name of serviceNames)
      expect(compose.services[name]?.environment?.PUBLIC_ORIGIN, name).toBe(origin);
  });

  it("mounts this environment's remotes.json into the shell", () => {
    const mount = volumeSources(compose.services.shell ?? {}).find(
      (v) => v.endsWith('remotes.json') || v.includes('remotes.compose.json'),
    );
    expect(mount).toBeDefined();
    const remotes = JSON.parse(readFileSync(join(repoRoot, 'deploy/remotes.compose.json'), 'utf8'));
    expect(remotes).toEqual(defaultRemotes);
  });
});
