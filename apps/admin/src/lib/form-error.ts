import { ApiError } from '@fuelcard/contracts';

function errorBody(caught: unknown): { error?: unknown; field?: unknown } | undefined {
  if (caught instanceof ApiError && typeof caught.body === 'object' && caught.body !== null)
    return caught.body as { error?: unknown; field?: unknown };
  return undefined;
}

/**
 * The text a form shows for a failed call (spec §8): the `error` field of the server's answer
 * when there is one, else the default of that form.
 */
export function formErrorText(caught: unknown, fallback: string): string {
  const { error } = errorBody(caught) ?? {};
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}

/** The input a failed call's message is about (`{ error, field }` from the API), if any. */
export function formErrorField(caught: unknown): { field: string; message: string } | undefined {
  const { error, field } = errorBody(caught) ?? {};
  if (typeof error === 'string' && typeof field === 'string' && field !== '')
    return { field, message: error };
  return undefined;
}
