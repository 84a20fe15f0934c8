import { eslintConfig } from '@fuelcard/eslint-config';

export default eslintConfig({ kind: 'api', node: true });
