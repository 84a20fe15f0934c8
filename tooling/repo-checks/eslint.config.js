import { eslintConfig } from '@fuelcard/eslint-config';

export default eslintConfig({ kind: 'tooling', node: true });
