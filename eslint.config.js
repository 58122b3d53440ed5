// One lint preset for the whole repository. Formatting is Prettier's job (`prettier --check .`),
// so no style rules here. What it adds to ESLint's and typescript-eslint's recommended rules
// (docs/adr/0007-lint-boundaries.md):
// - React's rules of hooks and hook dependencies;
// - a focused set of type-aware rules that catch real bugs (promises nobody awaits or handles,
//   promises where a callback is expected, awaiting non-promises, assertions that do nothing);
// - import boundaries: shared-domain stays free of React and mongoose, a remote never imports
//   another remote or the shell, services never import the apps, runtime code never imports
//   build-time tooling.
// scripts/lint/boundaries.test.ts runs this config on seeded violations and checks each rule fires.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-customer', 'mf-provider', 'mf-club', 'mf-admin'];

/** Package names and relative paths of the apps (the shell and the remotes). */
const apps = (except = '') =>
  ['shell', ...REMOTES]
    .filter((app) => app !== except)
    .flatMap((app) => [`@boatcare/${app}`, `@boatcare/${app}/*`, `**/${app}/**`]);

/** Build-time code: the federation options and the rsbuild preset. */
const TOOLING = ['@boatcare/tooling', '@boatcare/tooling/*', '**/tooling/**'];

/** shared-domain has no root entry: each import names the part it needs (issue 23). */
const NO_SHARED_DOMAIN_ROOT = {
  name: '@boatcare/shared-domain',
  message:
    'Import shared-domain by subpath (/core, /schemas/<file>, /endpoints/<area>, /pricing, ...): it has no root barrel.',
};

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns, paths: [NO_SHARED_DOMAIN_ROOT] }],
});

/** Type-aware rules: each one a real bug class, kept few so `npm run lint` stays fast. */
export const typeAware = {
  '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
  '@typescript-eslint/no-misused-promises': [
    'error',
    // Event handlers may return a promise (React ignores it); a promise in a condition is a bug.
    { checksVoidReturn: { attributes: false } },
  ],
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
  '@typescript-eslint/no-for-in-array': 'error',
  '@typescript-eslint/only-throw-error': 'error',
  '@typescript-eslint/switch-exhaustiveness-check': [
    'error',
    { considerDefaultExhaustiveForUnions: true },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/build/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Seeded violations for scripts/lint/lint-rules.test.ts, linted by that test only.
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // Two TypeScript programs for the whole repository (browser code, Node code): one per
  // package would hold shared-domain and shared-ui in memory a dozen times over.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { project: './tsconfig.lint.node.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: typeAware,
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.lint.app.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  // The service worker runs in a worker's scope (WebWorker lib, not DOM): its own program.
  {
    files: ['shell/sw/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './shell/sw/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries (every file: no shared-domain root; each area adds its own below).
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: restrict([]) },
  {
    files: ['shared-domain/**'],
    rules: restrict([
      {
        group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', '@tanstack/react-*'],
        message: 'shared-domain is plain TypeScript for every app and service: no React.',
      },
      {
        group: ['mongoose', 'mongoose/*', 'mongodb', 'fastify', 'fastify/*', '@fastify/*'],
        message: 'shared-domain runs in the browser too: no database or server code.',
      },
      {
        group: ['@boatcare/shared-ui', '@boatcare/shared-ui/*', '**/shared-ui/**', ...apps()],
        message: 'shared-domain is the bottom layer: it imports no other workspace.',
      },
      ...services(),
      { group: TOOLING, message: 'Build-time tooling stays out of runtime code.' },
    ]),
  },
  {
    files: ['shared-ui/**'],
    rules: restrict([
      { group: apps(), message: 'shared-ui is shared by the apps: it imports none of them.' },
      ...services(),
      { group: TOOLING, message: 'Build-time tooling stays out of runtime code.' },
    ]),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: restrict([
      {
        group: apps(remote),
        message:
          'A remote never imports another remote or the shell: share through shared-ui or shared-domain.',
      },
      ...services(),
      { group: TOOLING, message: 'Build-time tooling stays out of runtime code.' },
    ]),
  })),
  {
    files: ['shell/src/**'],
    rules: restrict([
      {
        group: apps('shell'),
        message: 'The shell loads remotes at run time (Module Federation), never by import.',
      },
      ...services(),
      { group: TOOLING, message: 'Build-time tooling stays out of runtime code.' },
    ]),
  },
  {
    files: ['services/**'],
    rules: restrict([
      {
        group: [...apps(), '@boatcare/shared-ui', '@boatcare/shared-ui/*', '**/shared-ui/**'],
        message: 'Services never import the apps or their React pieces.',
      },
      { group: TOOLING, message: 'Build-time tooling stays out of runtime code.' },
    ]),
  },
);

/** No frontend code imports a service (they talk over HTTP, with shared-domain's schemas). */
function services() {
  return [
    {
      group: [
        '@boatcare/marketplace',
        '@boatcare/payments',
        '@boatcare/club',
        '@boatcare/backoffice',
      ]
        .flatMap((name) => [name, `${name}/*`])
        .concat(['@boatcare/server-kit', '@boatcare/server-kit/*', '**/services/**']),
      message: 'Frontend and shared code talk to services over HTTP, never by import.',
    },
  ];
}
