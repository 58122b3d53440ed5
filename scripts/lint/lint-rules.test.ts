import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's lint preset (eslint.config.js) run on seeded violations: each rule that
 * guards the architecture must fire. Boundaries and hooks are checked on snippets linted as if
 * they sat at a path in the repository; the type-aware rules on a real file in fixtures/.
 */
const root = join(import.meta.dirname, '../..');

interface RuleMeta {
  meta: { docs?: { requiresTypeChecking?: boolean } };
}
const tsRules = (tseslint.plugin as { rules?: Record<string, RuleMeta> }).rules ?? {};
const requiresTypes = Object.entries(tsRules)
  .filter(([, rule]) => rule.meta.docs?.requiresTypeChecking)
  .map(([name]) => `@typescript-eslint/${name}`);

/** Without type information: snippets at made-up paths have no TypeScript program. */
const untyped = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null, projectService: false } },
    rules: Object.fromEntries(requiresTypes.map((rule) => [rule, 'off'])),
  },
});

async function rulesFired(code: string, path: string): Promise<string[]> {
  const [result] = await untyped.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Loading the config and the plugins is the slow part, once.
beforeAll(
  () => untyped.lintText('export {};\n', { filePath: join(root, 'shell/src/x.ts') }),
  120_000,
);

describe('import boundaries', () => {
  it('shared-domain imports no React and no mongoose', async () => {
    expect(
      await rulesFired(
        `import { useState } from 'react';\nexport const x = useState;\n`,
        'shared-domain/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(
        `import mongoose from 'mongoose';\nexport default mongoose;\n`,
        'shared-domain/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(
        `import { z } from 'zod';\nexport const id = z.string();\n`,
        'shared-domain/src/x.ts',
      ),
    ).toEqual([]);
  });

  it('nothing imports shared-domain by its root: each import names its part', async () => {
    for (const path of ['mf-customer/src/x.ts', 'services/marketplace/src/x.ts', 'e2e/x.ts'])
      expect(
        await rulesFired(
          `import { email } from '@boatcare/shared-domain';\nexport default email;\n`,
          path,
        ),
        path,
      ).toContain('no-restricted-imports');
    expect(
      await rulesFired(
        `import { email } from '@boatcare/shared-domain/schemas/auth';\nexport default email;\n`,
        'mf-customer/src/x.ts',
      ),
    ).toEqual([]);
  });

  it('a remote imports no other remote and not the shell', async () => {
    const path = 'mf-customer/src/features/x.ts';
    expect(
      await rulesFired(`import { a } from '../../../mf-club/src/a.ts';\nexport { a };\n`, path),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(`import { a } from '@boatcare/mf-admin';\nexport { a };\n`, path),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(`import { a } from '../../../shell/src/a.ts';\nexport { a };\n`, path),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(`import { api } from '@boatcare/shared-ui';\nexport { api };\n`, path),
    ).toEqual([]);
  });

  it('services import no app, and runtime code imports no build-time tooling', async () => {
    expect(
      await rulesFired(
        `import { a } from '../../../shell/src/a.ts';\nexport { a };\n`,
        'services/club/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(
        `import { api } from '@boatcare/shared-ui';\nexport { api };\n`,
        'services/club/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesFired(
        `import { a } from '@boatcare/tooling/federation';\nexport { a };\n`,
        'shell/src/x.ts',
      ),
    ).toContain('no-restricted-imports');
  });
});

describe('React hooks', () => {
  it('a hook called conditionally breaks the rules of hooks', async () => {
    const code = `import { useState } from 'react';\nexport function Page({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`;
    expect(await rulesFired(code, 'shell/src/x.tsx')).toContain('react-hooks/rules-of-hooks');
  });

  it('an effect that reads a value it does not list misses a dependency', async () => {
    const code = `import { useEffect } from 'react';\nexport function Page({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, []);\n  return null;\n}\n`;
    expect(await rulesFired(code, 'mf-customer/src/x.tsx')).toContain(
      'react-hooks/exhaustive-deps',
    );
  });
});

describe('type-aware rules', () => {
  it('fire on promises nobody handles, misused promises, awaited non-promises and no-op assertions', async () => {
    const typed = new ESLint({ cwd: root, ignore: false });
    const [result] = await typed.lintFiles([join(import.meta.dirname, 'fixtures/type-aware.ts')]);
    const fired = new Set(result?.messages.map((message) => message.ruleId));
    expect([...fired].sort()).toEqual(
      expect.arrayContaining([
        '@typescript-eslint/await-thenable',
        '@typescript-eslint/no-floating-promises',
        '@typescript-eslint/no-misused-promises',
        '@typescript-eslint/no-unnecessary-type-assertion',
      ]),
    );
  }, 120_000);
});
