import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this package is tooling/repo-checks). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
