import { eslintConfig } from '@fuelcard/eslint-config';

export default eslintConfig({ kind: 'admin', react: true });
