import { OperatorError } from '../backup/operator-error';
import { DatabaseStartError } from '../db/sqlite/open-database';
import { EnvError } from '../env';

/**
 * How an operator's command ends on an error: an expected failure (bad configuration, a refusal,
 * a damaged file, a database that cannot be reached) is its message alone; anything else also
 * shows where it came from. Exit code 1.
 */
export function reportFailure(error: unknown): never {
  if (
    error instanceof OperatorError ||
    error instanceof EnvError ||
    error instanceof DatabaseStartError
  )
    console.error(error.message);
  else
    console.error(
      'Unexpected failure:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
  process.exit(1);
}
