import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './platform/paths.ts';

/**
 * `npm test`: typecheck, lint, unit, component (jsdom) and integration tests, hostile requests,
 * schema-driven fuzzing, the frontends build, end-to-end tests. Every step runs even when an earlier one failed; the
 * exit code is non-zero if any did.
 * The last line counts tests (a step that is not a test runner counts as one check).
 */
interface Outcome {
  step: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** The failed tests' names, repeated in the summary: CI logs keep only their tail. */
  failures?: string[];
}

const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'boatcare-test-'));
const outcomes: Outcome[] = [];

/** The step running now. A signal to us goes on to it (and its platform, if any, stops). */
let current: ChildProcess | undefined;
let signalled: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    signalled = signal;
    if (current?.exitCode === null) current.kill(signal);
    else process.exit(128 + constants.signals[signal]);
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
    });
    current = child;
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      // Stopped: no further steps.
      if (signalled) process.exit(128 + constants.signals[signalled]);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const readJson = <T>(path: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** A step that is one check: passed when every command exits 0. */
async function check(step: string, commands: [string, string[]][]) {
  console.log(`\n━━ ${step} ━━`);
  const started = Date.now();
  let ok = true;
  for (const [command, args] of commands) ok = (await run(command, args)) === 0 && ok;
  outcomes.push({
    step,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

/** A test-runner step: counts its tests from the runner's JSON report. */
async function tests(
  step: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  report: string,
  count: (json: never) => Omit<Outcome, 'step' | 'seconds' | 'failures'>,
  failures: (json: never) => string[],
) {
  console.log(`\n━━ ${step} ━━`);
  const started = Date.now();
  const code = await run(command, args, env);
  const json = readJson<never>(report);
  const counted = json ? count(json) : { passed: 0, failed: 1, skipped: 0 };
  // A runner that failed outside any test (setup, crash) still fails the step.
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  outcomes.push({
    step,
    ...counted,
    seconds: (Date.now() - started) / 1000,
    failures: json ? failures(json) : [],
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}
const countVitest = (json: VitestReport) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
});
const vitestFailures = (json: VitestReport) =>
  json.testResults.flatMap((file) => {
    const path = file.name.replace(`${repoRoot}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length) return failed.map((test) => `${path} › ${test.fullName}`);
    // A file that failed before its tests ran (import, hook).
    return file.status === 'failed' ? [`${path}: ${(file.message ?? '').split('\n')[0]}`] : [];
  });

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightFailures = (suites: PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...suite.specs
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${suite.file}:${spec.line} › ${spec.title}`),
    ...playwrightFailures(suite.suites ?? []),
  ]);

await check('typecheck', [
  [bin('nx'), ['run-many', '-t', 'typecheck', '--output-style=stream']],
  // The scripts and the end-to-end tests belong to no package.
  [bin('tsc'), ['-p', 'scripts/tsconfig.json']],
]);
await check('lint', [
  [bin('eslint'), ['.']],
  [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]);

const vitestReport = join(reports, 'vitest.json');
await tests(
  'unit, component and integration tests (vitest)',
  bin('vitest'),
  [
    'run',
    '--project=unit',
    '--project=components',
    '--project=integration',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  {},
  vitestReport,
  countVitest,
  vitestFailures,
);

const hostileReport = join(reports, 'hostile.json');
await tests(
  'hostile requests (vitest, scripts/hostile)',
  bin('vitest'),
  [
    'run',
    '--project=hostile',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${hostileReport}`,
  ],
  {},
  hostileReport,
  countVitest,
  vitestFailures,
);

const fuzzReport = join(reports, 'fuzz.json');
await tests(
  'schema-driven fuzzing (vitest + schemathesis, scripts/fuzz)',
  bin('vitest'),
  [
    'run',
    '--project=fuzz',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${fuzzReport}`,
  ],
  {},
  fuzzReport,
  countVitest,
  vitestFailures,
);

await check('frontends build', [[bin('nx'), ['run-many', '-t', 'build', '--output-style=stream']]]);

const playwrightReport = join(reports, 'playwright.json');
await tests(
  'end-to-end tests (playwright)',
  bin('playwright'),
  ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    BOATCARE_FRONTENDS_BUILT: existsSync(join(repoRoot, 'shell/dist/index.html')) ? '1' : '',
  },
  playwrightReport,
  (json: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
  }),
  (json: { suites: PlaywrightSuite[] }) => playwrightFailures(json.suites),
);

rmSync(reports, { recursive: true, force: true });

console.log('\n━━ summary ━━');
for (const o of outcomes) {
  const mark = o.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${o.step.padEnd(48)} ${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped (${o.seconds.toFixed(0)} s)`,
  );
  for (const name of o.failures ?? []) console.log(`       ✗ ${name}`);
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((n, o) => n + o[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') ? 1 : 0);
