import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../services/server-kit/src/seed/demo-data.ts';
import { startDatabase, type Database } from '../platform/database.ts';
import { repoRoot } from '../platform/paths.ts';
import { SERVICES, startPlatform, type Platform } from '../platform/platform.ts';

/**
 * `npm run test:fuzz`: schema-driven fuzzing of every service's OpenAPI document with
 * schemathesis (PyPI, pinned in scripts/ensure-schemathesis.sh) over the gateway of a running
 * platform. Each operation gets a bounded number of generated requests, valid and invalid by
 * its own schema, sent with the token of the role that may call it. Every answer must be below
 * 500 and must match what the operation documents: its status codes, content type and body
 * schema. Routes added later are fuzzed as soon as they are in their service's document.
 */

/** Generated requests per operation (schemathesis --max-examples). */
const EXAMPLES = Number(process.env.BOATCARE_FUZZ_EXAMPLES ?? 6);
/**
 * Schemathesis phases. The coverage phase (boundary values of every parameter and property)
 * finds more but takes about seven minutes here: `BOATCARE_FUZZ_PHASES=examples,coverage,fuzzing`.
 */
const PHASES = process.env.BOATCARE_FUZZ_PHASES ?? 'examples,fuzzing';
const SEED = process.env.BOATCARE_FUZZ_SEED ?? '1';
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
];
/** Roles in the order they are tried; a public route is sent without a token. */
const ROLES = ['customer', 'provider', 'club', 'admin'] as const;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let platform: Platform;
let database: Database;
let dataDir: string;
let schemathesis: string;
const documents: Partial<Record<string, string>> = {};
let tokensFile: string;

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${platform.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`cannot sign in ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * The token each operation is fuzzed with: the first role that gets past its role check
 * (authentication and roles are checked before the body, so an empty request tells).
 */
async function tokensByOperation(
  document: OpenApi,
  tokens: Record<string, string>,
): Promise<Record<string, string>> {
  const chosen: Record<string, string> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const url = path.replace('{*}', 'fuzz-probe').replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
      for (const token of [null, ...ROLES.map((role) => tokens[role])]) {
        const response = await fetch(`${platform.url}/v1${url}`, {
          method: method.toUpperCase(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        await response.body?.cancel();
        if (response.status !== 401 && response.status !== 403) {
          if (token) chosen[`${method.toUpperCase()} ${path}`] = token;
          break;
        }
      }
    }
  }
  return chosen;
}

function fuzz(service: string): Promise<{ code: number; output: string }> {
  const args = [
    'run',
    documents[service] ?? '',
    '--url',
    `${platform.url}/v1`,
    '--max-examples',
    String(EXAMPLES),
    '--phases',
    PHASES,
    '--checks',
    CHECKS.join(','),
    '--workers',
    '2',
    '--seed',
    SEED,
    '--no-shrink',
    '--request-timeout',
    '10',
    '--suppress-health-check',
    'all',
    '--warnings',
    'off',
  ];
  return new Promise((resolve) => {
    const child = spawn(schemathesis, args, {
      cwd: dataDir,
      env: {
        ...process.env,
        BOATCARE_FUZZ_TOKENS: tokensFile,
        PYTHONPATH: join(repoRoot, 'scripts/fuzz'),
        SCHEMATHESIS_HOOKS: 'boatcare_auth',
        NO_COLOR: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

beforeAll(async () => {
  schemathesis = execFileSync('bash', [join(repoRoot, 'scripts/ensure-schemathesis.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  dataDir = mkdtempSync(join(tmpdir(), 'boatcare-fuzz-'));
  database = await startDatabase(dataDir);
  process.env.MONGO_URL = database.url;
  platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true, build: false });
  const tokens: Record<string, string> = {
    customer: await signIn(DEMO_EMAILS.owner),
    provider: await signIn(DEMO_EMAILS.provider),
    club: await signIn(DEMO_EMAILS.club),
    admin: await signIn(DEMO_EMAILS.admin),
  };
  const chosen: Record<string, string> = {};
  for (const service of SERVICES) {
    const response = await fetch(`${platform.url}/v1/docs/${service}/json`);
    const document = (await response.json()) as OpenApi;
    const file = join(dataDir, `${service}.openapi.json`);
    writeFileSync(file, JSON.stringify(document));
    documents[service] = file;
    Object.assign(chosen, await tokensByOperation(document, tokens));
  }
  tokensFile = join(dataDir, 'tokens.json');
  writeFileSync(tokensFile, JSON.stringify(chosen));
}, 300_000);

afterAll(async () => {
  await platform?.stop();
  await database?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('schema-driven fuzzing (schemathesis) of every documented route', () => {
  it.each(SERVICES)(
    '%s: no 5xx, and every answer as its operation documents it',
    async (service) => {
      const { code, output } = await fuzz(service);
      const failures = output.slice(Math.max(0, output.indexOf('=== FAILURES')));
      if (code !== 0) console.log(output);
      expect(code, failures.slice(0, 4000)).toBe(0);
      expect(output).toMatch(/\d+ passed/);
    },
    300_000,
  );
});
