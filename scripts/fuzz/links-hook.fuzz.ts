import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../platform/paths.ts';

/**
 * The stateful links hook's own tests (scripts/fuzz/test_boatcare_links.py: which inferred
 * links it drops and which it keeps), with the Python of schemathesis' environment, which the
 * hook runs in.
 */
it('the links hook drops the links without a real id and keeps the others', () => {
  const schemathesis = execFileSync('bash', [join(repoRoot, 'scripts/ensure-schemathesis.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const python = join(dirname(schemathesis), 'python');
  const run = spawnSync(python, ['-m', 'unittest', 'test_boatcare_links', '-v'], {
    cwd: join(repoRoot, 'scripts/fuzz'),
    encoding: 'utf8',
  });
  // unittest reports on stderr: each test's name and result, then the count.
  expect(run.stderr).toMatch(/^Ran [1-9]\d* tests? in/m);
  expect(run.status, run.stderr).toBe(0);
}, 600_000);
