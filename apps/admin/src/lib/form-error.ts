import { ApiError } from '@fuelcard/contracts';

/**
 * The text a form shows for a failed call (spec §8): the `error` field of the server's answer
 * when there is one, else the default of that form.
 */
export function formErrorText(caught: unknown, fallback: string): string {
  if (caught instanceof ApiError && typeof caught.body === 'object' && caught.body !== null) {
    const { error } = caught.body as { error?: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return fallback;
}
