import type { OperatorDetails } from '@fuelcard/offices';

/** The one line of the start-up warning (docs/operators.md, "The operator's legal details"). */
export const STAND_IN_OPERATOR_WARNING =
  "the operator's legal details are invented stand-ins (packages/offices/src/operator.ts, " +
  'standIn: true): every page shows them in its footer, /about, /offer and /privacy in full. ' +
  "Replace the file with the company's own details and rebuild before publishing";

/**
 * Warns at start-up when a production site shows the stand-in operator (a warning, never an
 * error: `npm start` and the tests run with the stand-ins). Called by the start script only
 * (server/index.ts), so the tests that build the server stay quiet. True when it warned.
 */
export function warnOfStandInOperator(
  log: { warn(details: object, message: string): void },
  mode: 'production' | 'development',
  operator: Pick<OperatorDetails, 'standIn'>,
): boolean {
  if (mode !== 'production' || !operator.standIn) return false;
  log.warn({ event: 'operator-details-stand-in' }, STAND_IN_OPERATOR_WARNING);
  return true;
}
