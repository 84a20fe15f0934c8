import { eslintConfig } from '@fuelcard/eslint-config';

const base = eslintConfig({ kind: 'public-site', react: true, node: true });

export default [
  ...base,
  {
    // The Node server that hosts React Router is infrastructure, not page code: it may use Fastify.
    files: ['server/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
