import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import graph of STYLE.md, enforced:
 *   public-site → ui, i18n, contracts, offices, http-drain, observability
 *   admin       → ui, i18n, contracts
 *   api         → contracts, offices, http-drain, observability
 *   packages    → nothing internal
 * (http-drain: the SIGTERM drain of the Node servers, on node:http only — ADR 0005;
 * observability: request ids and HTTP metrics of the two Fastify servers — ADR 0006.)
 * An app's Node server outside its bundle may also import what `nodeServer` lists: the console's
 * static server (apps/admin/scripts/serve.mjs, bundled into build/serve.mjs) → http-drain, and
 * observability's log destination (`@fuelcard/observability/log-destination`, node:fs only).
 */
const allowed = {
  'public-site': ['ui', 'i18n', 'contracts', 'offices', 'http-drain', 'observability'],
  admin: ['ui', 'i18n', 'contracts'],
  api: ['contracts', 'offices', 'http-drain', 'observability'],
  package: [],
  tooling: [],
};
const nodeServer = { admin: ['http-drain', 'observability'] };
const internal = [
  'ui',
  'i18n',
  'contracts',
  'offices',
  'http-drain',
  'observability',
  'api',
  'public-site',
  'admin',
  'e2e',
];
const serverOnly = ['fastify', 'drizzle-orm', 'better-sqlite3', '@fastify/*', 'drizzle-orm/*'];

/**
 * @param {{ kind: keyof typeof allowed, react?: boolean, node?: boolean, server?: boolean }} options
 *   `server`: a package for the Node servers that may use Fastify (packages/observability).
 */
export function eslintConfig({ kind, react = false, node = false, server = false }) {
  const forbidden = (names) =>
    internal.filter((name) => !names.includes(name)).map((name) => `@fuelcard/${name}`);
  const forbiddenInternal = forbidden(allowed[kind]);
  const patterns = [
    { group: forbiddenInternal, message: 'Not allowed by the import graph in STYLE.md.' },
    {
      group: ['../../apps/*', '../../../apps/*', '**/apps/*/**'],
      message: 'No code imports an app.',
    },
  ];
  if (kind !== 'api' && !server)
    patterns.push({
      group: serverOnly,
      message: 'Only apps/api touches fastify, drizzle or better-sqlite3.',
    });

  return tseslint.config(
    {
      ignores: [
        '**/dist/**',
        '**/build/**',
        '**/.react-router/**',
        '**/storybook-static/**',
        '**/coverage/**',
        '**/drizzle/**',
        '**/playwright-report/**',
        '**/test-results/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...(node ? globals.node : {}), ...(react ? globals.browser : {}) },
      },
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-console': 'off',
      },
    },
    {
      // Build scripts, configs and small servers run in Node in every package.
      files: ['scripts/**', '*.config.{js,ts,mjs}', 'build*.mjs'],
      languageOptions: { globals: globals.node },
    },
    ...(nodeServer[kind]
      ? [
          {
            files: ['scripts/**'],
            rules: {
              'no-restricted-imports': [
                'error',
                {
                  patterns: [
                    {
                      group: forbidden([...allowed[kind], ...nodeServer[kind]]),
                      message: 'Not allowed by the import graph in STYLE.md.',
                    },
                    ...patterns.slice(1),
                  ],
                },
              ],
            },
          },
        ]
      : []),
    ...(react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'error',
            },
          },
        ]
      : []),
    {
      files: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.stories.tsx'],
      rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
    },
  );
}
