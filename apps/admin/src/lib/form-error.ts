import { ApiError } from '@fuelcard/contracts';

interface ErrorBody {
  error?: unknown;
  field?: unknown;
  errors?: unknown;
}

function errorBody(caught: unknown): ErrorBody | undefined {
  if (caught instanceof ApiError && typeof caught.body === 'object' && caught.body !== null)
    return caught.body as ErrorBody;
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

/**
 * Every input a failed call's messages are about: the answer's `errors` list when it has one
 * (several problems at once), else its one `{ error, field }`; each field once, the first first.
 */
export function formErrorFields(caught: unknown): { field: string; message: string }[] {
  const { errors } = errorBody(caught) ?? {};
  const listed = Array.isArray(errors)
    ? errors.flatMap((entry: unknown) => {
        const { field, error } = (entry ?? {}) as { field?: unknown; error?: unknown };
        return typeof field === 'string' && field !== '' && typeof error === 'string'
          ? [{ field, message: error }]
          : [];
      })
    : [];
  const first = formErrorField(caught);
  const all = first ? [first, ...listed] : listed;
  return all.filter(
    (entry, index) => all.findIndex((other) => other.field === entry.field) === index,
  );
}
