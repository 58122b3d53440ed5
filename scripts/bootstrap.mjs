// `npm start` and `npm test` on any machine, typed first on a fresh clone: installs what the
// command needs, then runs scripts/start.ts or scripts/test.ts on the project's Node 24.
//
// Plain JavaScript on purpose: before the first install npm runs this on the machine's own
// node (18 or newer), which cannot run our TypeScript. Quiet when there is nothing to do; one
// line for each thing it does.
//
//   node scripts/bootstrap.mjs start|test [arguments for the script]
//
// package.json runs it with `exec`: npm passes SIGTERM on to its script's shell, which would
// die of it and leave us running; exec'd, we are that process and pass it on to the script.
/* global process, console, URL -- Node's globals, for ESLint (which knows them in .ts files) */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [command, ...args] = process.argv.slice(2);
const SCRIPTS = { start: 'scripts/start.ts', test: 'scripts/test.ts' };
/** The `node` dev dependency's binary: the Node version the project pins. */
const NODE = join(root, 'node_modules/.bin/node');

const say = (line) => console.log(`bootstrap: ${line}`);
// A parent that stopped reading (closed pipe) must not kill us before the child is stopped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

/** The child running now: signals to us go on to it. */
let current;
/** A signal that came during the setup steps: it ends the setup after the step. */
let signalled;
const exitBySignal = (signal) => process.exit(128 + (constants.signals[signal] ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    signalled = signal;
    if (current && current.exitCode === null) current.kill(signal);
    else exitBySignal(signal);
  });
}

/**
 * Runs a setup step to its end: its exit code and output (the terminal's unless `capture`).
 * Stops here when a signal came meanwhile.
 */
function run(program, argv, { capture = false, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(program, argv, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    current = child;
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('exit', (code) => {
      if (signalled) exitBySignal(signalled);
      resolve({ code: code ?? 128, output });
    });
  });
}

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Why node_modules is not what package-lock.json describes, or undefined when it is. npm
 * records what it installed in node_modules/.package-lock.json; every package there must be
 * the locked one, and every locked package must be there (but optional ones: the platform
 * packages of other operating systems).
 */
function installOutOfDate() {
  const installed = readJson(join(root, 'node_modules/.package-lock.json'))?.packages;
  if (!installed) return 'nothing installed yet';
  const locked = readJson(join(root, 'package-lock.json'))?.packages;
  if (!locked) return 'no package-lock.json';
  const same = (a, b) =>
    a.version === b.version && a.resolved === b.resolved && a.integrity === b.integrity;
  for (const [path, entry] of Object.entries(locked)) {
    if (path === '') continue;
    const found = installed[path];
    if (found ? !same(found, entry) : !entry.optional) {
      return 'package-lock.json changed since the last install';
    }
  }
  for (const path of Object.keys(installed)) {
    if (!locked[path]) return 'package-lock.json changed since the last install';
  }
  if (!existsSync(NODE)) return 'the pinned Node is missing';
  return undefined;
}

/**
 * `npm ci`; where it refuses the lock file, `npm install`, which installs the same locked
 * versions: the lock lists the optional platform packages of other operating systems (e.g.
 * @nx/nx-darwin-arm64), and a registry that does not serve them makes `npm ci` refuse it.
 */
async function installDependencies(reason) {
  say(`installing the dependencies (npm ci): ${reason}`);
  const flags = ['--no-audit', '--no-fund', '--loglevel=error'];
  const ci = await run('npm', ['ci', ...flags], { capture: true });
  if (ci.code === 0) return;
  say('npm ci refused the lock file; installing the same locked versions with npm install');
  const install = await run('npm', ['install', ...flags]);
  if (install.code !== 0) {
    console.error(ci.output.trim());
    say('could not install the dependencies (npm ci and npm install failed, above)');
    process.exit(1);
  }
}

const onPath = (program) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
const hasPostgres = () =>
  onPath('initdb') ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
    ));

/** Debian packages each command needs, with what they are for and whether they are there. */
const PACKAGES = {
  postgresql: {
    for: 'the embedded database (else FerretDB stores in SQLite)',
    present: hasPostgres,
  },
  chromium: {
    for: 'the end-to-end tests',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  'nginx-light': { for: '`nginx -t` of the compose configs', present: () => onPath('nginx') },
  'python3-venv': {
    for: 'schemathesis and the Kubernetes schemas',
    present: () =>
      spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0,
  },
};
const NEEDS = { start: ['postgresql'], test: Object.keys(PACKAGES) };

/** apt-get installs what is missing when we are root; otherwise one line lists it. */
async function ensurePackages(names) {
  const missing = names.filter((name) => !PACKAGES[name].present());
  if (!missing.length) return;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    const what = missing.map((name) => `${name} (${PACKAGES[name].for})`).join(', ');
    say(`not installed: ${what}; as root: apt-get install ${missing.join(' ')}`);
    return;
  }
  say(`installing ${missing.join(' ')} (apt-get)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const argv of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = await run('apt-get', argv, { capture: true, env });
    if (result.code !== 0) {
      console.error(result.output.trim());
      say(`apt-get ${argv[0]} failed (above)`);
      process.exit(1);
    }
  }
}

/**
 * Tools the tests build or install once per machine (cached in ~/.cache/boatcare). Each script
 * says in one line (`ensure-…: …`) when it builds something; the rest of its output shows only
 * when it fails.
 */
const TOOLS = [
  'scripts/ensure-ferretdb.sh', // the embedded database
  'scripts/ensure-stripe-mock.sh', // Stripe's API mock, for the payments service's tests
  'scripts/ensure-compose.sh', // `docker compose config` where the docker CLI lacks compose
  'scripts/ensure-schemathesis.sh', // the OpenAPI fuzzer of `npm run test:fuzz`
  'scripts/ensure-kubeconform.sh', // validates deploy/k8s offline
];

async function ensureTools() {
  for (const script of TOOLS) {
    const child = spawn('bash', [join(root, script)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    current = child;
    let rest = '';
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        if (line.startsWith('ensure-')) console.log(line);
        else rest += `${line}\n`;
      }
    });
    const code = await new Promise((resolve) => {
      child.on('error', () => resolve(127));
      child.on('exit', (exitCode) => resolve(exitCode ?? 128));
    });
    if (signalled) exitBySignal(signalled);
    if (code !== 0) {
      console.error((rest + partial).trim());
      say(`${script} failed (above); the tests need what it makes`);
      process.exit(1);
    }
  }
}

if (!(command in SCRIPTS)) {
  console.error('usage: node scripts/bootstrap.mjs start|test [arguments]');
  process.exit(2);
}
const reason = installOutOfDate();
if (reason) {
  await installDependencies(reason);
  const still = installOutOfDate();
  if (still) {
    say(`the install did not finish: ${still}`);
    process.exit(1);
  }
}
await ensurePackages(NEEDS[command]);
if (command === 'test') await ensureTools();

// The script itself: it handles the signals (we pass them on) and its exit is ours.
const script = spawn(NODE, [join(root, SCRIPTS[command]), ...args], {
  cwd: root,
  stdio: 'inherit',
});
current = script;
script.on('error', (error) => {
  say(`could not run ${SCRIPTS[command]}: ${error.message}`);
  process.exit(1);
});
script.on('exit', (code, signal) => (signal ? exitBySignal(signal) : process.exit(code ?? 1)));
