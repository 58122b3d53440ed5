import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './platform/paths.ts';

/**
 * `npm start` typed first on a fresh clone, on a machine whose own node is not the pinned one:
 * a clone of package.json and scripts/bootstrap.mjs, run by the machine's npm and node, with a
 * stand-in `npm` (its `ci`/`install` record the call and "install" a stand-in pinned node that
 * says what it was asked to run) and a stand-in `apt-get`, so nothing is installed for real.
 */
const PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules')) // the machine's node, not the pinned one
  .join(delimiter);
const which = (program: string) =>
  spawnSync('sh', ['-c', `command -v ${program}`], {
    env: { PATH },
    encoding: 'utf8',
  }).stdout.trim();
const machineNode = which('node');
const machineNpm = which('npm');

const clone = mkdtempSync(join(tmpdir(), 'boatcare-fresh-clone-'));
const bin = join(clone, '.fake-bin');
const calls = join(clone, '.calls');
afterAll(() => rmSync(clone, { recursive: true, force: true }));

const script = (path: string, text: string) => {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
};
/** A lock file with one package, and one optional package for another operating system. */
const lock = (version: string) => ({
  name: 'boatcare',
  lockfileVersion: 3,
  packages: {
    '': { name: 'boatcare' },
    'node_modules/left-pad': { version, resolved: `https://r/left-pad-${version}.tgz` },
    'node_modules/@nx/nx-darwin-arm64': { version: '1.0.0', optional: true },
  },
});

mkdirSync(join(clone, 'scripts'), { recursive: true });
mkdirSync(bin);
copyFileSync(join(repoRoot, 'package.json'), join(clone, 'package.json'));
copyFileSync(join(repoRoot, 'scripts/bootstrap.mjs'), join(clone, 'scripts/bootstrap.mjs'));
writeFileSync(join(clone, 'package-lock.json'), JSON.stringify(lock('1.0.0')));
// What npm records after an install: the lock's packages but those of other systems.
script(
  join(bin, 'npm'),
  `#!/bin/sh
echo "npm $1" >> "${calls}"
[ "$1" = ci ] && [ -e "${clone}/.ci-refuses" ] && { echo "npm error ci refused" >&2; exit 1; }
mkdir -p node_modules/.bin
"${machineNode}" -e '
  const fs = require("fs");
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
  for (const [path, entry] of Object.entries(lock.packages)) if (path === "" || entry.optional) delete lock.packages[path];
  fs.writeFileSync("node_modules/.package-lock.json", JSON.stringify(lock));'
cat > node_modules/.bin/node <<'NODE'
#!/bin/sh
case "$1" in *bootstrap.mjs) exec "${machineNode}" "$@" ;; esac
echo "the pinned node runs $*"
NODE
chmod +x node_modules/.bin/node
echo "added 1 package"
`,
);
script(join(bin, 'apt-get'), `#!/bin/sh\necho "apt-get $*" >> "${calls}"\n`);

/** `npm start` in the clone: what it printed, and the npm commands it ran. */
function npmStart() {
  rmSync(calls, { force: true });
  const result = spawnSync(machineNpm, ['start'], {
    cwd: clone,
    env: { HOME: process.env.HOME, PATH: `${bin}${delimiter}${PATH}` },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = result.stdout + result.stderr;
  const npmCalls = existsSync(calls)
    ? readFileSync(calls, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('npm '))
    : [];
  const installLines = output.split('\n').filter((line) => line.startsWith('bootstrap: install'));
  return { status: result.status, output, npmCalls, installLines };
}

describe('npm start on a fresh clone', () => {
  it('runs on the machine node, installs, then runs start.ts on the pinned node', () => {
    const run = npmStart();
    expect(run.output).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(run.installLines).toEqual([
      'bootstrap: installing the dependencies (npm ci): nothing installed yet',
    ]);
    expect(run.npmCalls).toEqual(['npm ci']);
    expect(run.output).toContain(`the pinned node runs ${join(clone, 'scripts/start.ts')}`);
    expect(run.status).toBe(0);
  });

  it('says nothing about installing when the install is that of the lock file', () => {
    const run = npmStart();
    expect(run.installLines).toEqual([]);
    expect(run.npmCalls).toEqual([]);
    expect(run.output).toContain('the pinned node runs');
  });

  it('installs again when package-lock.json changed', () => {
    writeFileSync(join(clone, 'package-lock.json'), JSON.stringify(lock('1.0.1')));
    const run = npmStart();
    expect(run.installLines).toEqual([
      'bootstrap: installing the dependencies (npm ci): package-lock.json changed since the last install',
    ]);
    expect(run.npmCalls).toEqual(['npm ci']);
    expect(npmStart().npmCalls).toEqual([]);
  });

  it('installs with npm install where npm ci refuses the lock file', () => {
    rmSync(join(clone, 'node_modules'), { recursive: true });
    writeFileSync(join(clone, '.ci-refuses'), '');
    const run = npmStart();
    expect(run.npmCalls).toEqual(['npm ci', 'npm install']);
    expect(run.output).toContain('bootstrap: npm ci refused the lock file');
    expect(run.output).not.toContain('npm error ci refused');
    expect(run.output).toContain('the pinned node runs');
    expect(run.status).toBe(0);
  });
});
