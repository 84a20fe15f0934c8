import type { PasskeyAnswer } from './account-api';

/**
 * The browser's part of a passkey ceremony. @simplewebauthn/browser is loaded only when a
 * passkey is used, so that the login's first load stays small.
 */
export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options as never });
  return answer as unknown as PasskeyAnswer;
}

export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({ optionsJSON: options as never });
  return answer as unknown as PasskeyAnswer;
}

/** The user closed the browser's passkey dialog or it timed out: not an error worth a message. */
export function passkeyCancelled(caught: unknown): boolean {
  return (
    caught instanceof Error && (caught.name === 'NotAllowedError' || caught.name === 'AbortError')
  );
}
