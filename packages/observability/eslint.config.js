import { eslintConfig } from '@fuelcard/eslint-config';

export default eslintConfig({ kind: 'package', node: true, server: true });
