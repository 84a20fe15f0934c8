import type { Linter } from 'eslint';

export function eslintConfig(options: {
  kind: 'public-site' | 'admin' | 'api' | 'package' | 'tooling';
  react?: boolean;
  node?: boolean;
}): Linter.Config[];
