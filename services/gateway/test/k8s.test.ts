import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRemotes } from '../src/config.ts';
import { routeTable, serviceNames } from '../src/routes.ts';
import { generateNginxConfig } from '../nginx/generate.ts';

/**
 * deploy/k8s: validated offline by kubeconform against the Kubernetes API's JSON schemas
 * (strict: unknown fields are errors), then checked for what BoatCare needs of it.
 * scripts/ensure-kubeconform.sh provides both (Go module proxy, PyPI); without Go or Python
 * only the checks below run, except in CI, where kubeconform must be there.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const k8sDir = join(repoRoot, 'deploy/k8s');
const KUBERNETES_VERSION = '1.33.0';
const apps = ['shell', 'mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

function ensureKubeconform(): { bin: string; location: string } | null {
  const result = spawnSync('bash', [join(repoRoot, 'scripts/ensure-kubeconform.sh')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (process.env.CI) throw new Error(`ensure-kubeconform failed:\n${result.stderr}`);
    return null;
  }
  const [bin, location] = result.stdout.trim().split('\n');
  return bin && location ? { bin, location } : null;
}

const kubeconform = ensureKubeconform();

function validate(paths: string[]): { status: number | null; output: string } {
  if (!kubeconform) throw new Error('no kubeconform');
  const result = spawnSync(
    kubeconform.bin,
    [
      '-strict',
      '-summary',
      '-output',
      'text',
      '-kubernetes-version',
      KUBERNETES_VERSION,
      '-schema-location',
      kubeconform.location,
      '-ignore-filename-pattern',
      'kustomization\\.yaml$',
      '-ignore-filename-pattern',
      '\\.conf$',
      ...paths,
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const resources: Resource[] = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8')).map(
      (doc) => doc.toJS() as Resource,
    ),
  );
const find = (kind: string, name: string) =>
  resources.find((r) => r.kind === kind && r.metadata.name === name);
const containerOf = (name: string): Container | undefined => {
  const template = find('Deployment', name)?.spec?.template as
    { spec: { containers: Container[] } } | undefined;
  return template?.spec.containers[0];
};

describe('deploy/k8s', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'boatcare-k8s-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.skipIf(!kubeconform)(
    'passes kubeconform -strict, offline, against the shipped schemas',
    () => {
      const { status, output } = validate([k8sDir]);
      expect(output).toContain('Invalid: 0, Errors: 0, Skipped: 0');
      expect(output).toMatch(new RegExp(`${resources.length} resources found`));
      expect(status, output).toBe(0);
    },
  );

  it.skipIf(!kubeconform)('is really checked: kubeconform refuses a broken Deployment', () => {
    const deployment = readFileSync(join(k8sDir, 'marketplace.yaml'), 'utf8')
      .split('\n---\n')[0]
      ?.replace('replicas: 2', 'replicas: two')
      .replace('readinessProbe:', 'readynessProbe:');
    const broken = join(scratch, 'broken.yaml');
    writeFileSync(broken, deployment ?? '');
    const { status, output } = validate([broken]);
    expect(status).toBe(1);
    expect(output).toContain('Invalid: 1');
    expect(output).toMatch(/readynessProbe|replicas/);
  });

  it('runs each service as a Deployment ready on /ready, a Service on its gateway port and an HPA', () => {
    for (const name of serviceNames) {
      const port = routeTable[name].port;
      const container = containerOf(name);
      expect(container?.image, name).toBe(`boatcare/${name}:latest`);
      expect(container?.ports?.[0]?.containerPort, name).toBe(port);
      expect(container?.env, name).toContainEqual({ name: 'PORT', value: String(port) });
      expect(container?.readinessProbe?.httpGet?.path, name).toBe('/ready');
      expect(container?.livenessProbe?.httpGet?.path, name).toBe('/health');
      expect(container?.resources?.requests?.cpu, name).toBeDefined();
      expect(container?.resources?.limits?.memory, name).toBeDefined();
      const from = (container?.envFrom ?? []).map((f) => f.configMapRef?.name ?? f.secretRef?.name);
      expect(from, name).toEqual(expect.arrayContaining(['boatcare-config', 'boatcare-secrets']));
      // Only marketplace signs tokens.
      const signs = (container?.env ?? []).some((e) => e.name === 'JWT_PRIVATE_KEY');
      expect(signs, name).toBe(name === 'marketplace');
      const service = find('Service', name)?.spec as { ports: { port: number }[] } | undefined;
      expect(service?.ports[0]?.port, name).toBe(port);
      const hpa = find('HorizontalPodAutoscaler', name)?.spec as
        { scaleTargetRef: { name: string }; minReplicas: number } | undefined;
      expect(hpa?.scaleTargetRef.name, name).toBe(name);
      expect(hpa?.minReplicas, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('renders edited public pages in each back-office pod, on a writable volume', () => {
    const template = find('Deployment', 'backoffice')?.spec?.template as {
      spec: { containers: (Container & { volumeMounts?: { mountPath: string }[] })[] };
    };
    const container = template.spec.containers[0];
    const dir = container?.env?.find((e) => e.name === 'RENDERED_PAGES_DIR')?.value ?? '';
    expect(dir).toBeTruthy();
    // The root file system is read-only: the folder lies on a mounted volume.
    expect(container?.volumeMounts?.some(({ mountPath }) => dir.startsWith(`${mountPath}/`))).toBe(
      true,
    );
    // The site's address, for every service (the back office's renders name it).
    expect(find('ConfigMap', 'boatcare-config')?.data?.PUBLIC_ORIGIN).toMatch(/^https:\/\//);
  });

  it('serves the frontends, routes by the generated gateway config and has an Ingress', () => {
    for (const app of apps) {
      expect(containerOf(app)?.image, app).toBe(`boatcare/${app}:latest`);
      expect(find('Service', app), app).toBeDefined();
    }
    const committed = readFileSync(join(k8sDir, 'gateway/default.conf'), 'utf8');
    expect(committed).toBe(generateNginxConfig());
    const kustomization = parse(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
      configMapGenerator: { name: string; files: string[] }[];
    };
    const files = readdirSync(k8sDir).filter(
      (f) => f.endsWith('.yaml') && f !== 'kustomization.yaml',
    );
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(kustomization.configMapGenerator).toContainEqual({
      name: 'gateway-nginx',
      files: ['default.conf=gateway/default.conf'],
    });
    const remotes = find('ConfigMap', 'boatcare-remotes')?.data?.['remotes.json'];
    expect(JSON.parse(remotes ?? '{}')).toEqual(defaultRemotes);
    const ingress = find('Ingress', 'boatcare')?.spec as {
      rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
    };
    expect(ingress.rules[0]?.http.paths).toContainEqual(
      expect.objectContaining({
        path: '/',
        backend: expect.objectContaining({ service: expect.objectContaining({ name: 'gateway' }) }),
      }),
    );
  });
});
