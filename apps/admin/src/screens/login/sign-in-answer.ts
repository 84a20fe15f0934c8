import type { MfaRequiredResponse, TokenResponse } from '@fuelcard/contracts';

/** What POST /api/login answers with a right password: a session, or the second step. */
export type SignInAnswer = TokenResponse | MfaRequiredResponse;

export function needsSecondStep(answer: SignInAnswer): answer is MfaRequiredResponse {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

/** The API's answer to a wrong code while tries are left (the step stays open). */
export const WRONG_CODE = 'Неверный код';

/** Where a signed-in session goes: the enrolment screen while a second factor is required. */
export function afterSignIn(answer: TokenResponse): string {
  return answer.mfaEnrolmentRequired ? '/administrator/enrol' : '/adminDashboard';
}
