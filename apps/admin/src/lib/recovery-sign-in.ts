/**
 * After a sign-in with a recovery code, how many codes are left — kept for this tab until the
 * notice that says so is dismissed or new codes are made (session storage, never the codes).
 */
const KEY = 'fuelcard.console.recoveryCodesLeft';

export function rememberRecoverySignIn(
  codesLeft: number | undefined,
  storage: Storage = sessionStorage,
): void {
  if (codesLeft === undefined) storage.removeItem(KEY);
  else storage.setItem(KEY, String(codesLeft));
}

export function recoveryCodesLeft(storage: Storage = sessionStorage): number | null {
  const value = Number(storage.getItem(KEY) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function forgetRecoverySignIn(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
