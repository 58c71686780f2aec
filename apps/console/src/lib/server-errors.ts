import { ApiError, errorMessage } from './http.ts';

/** How a form sets an error on one of its fields (react-hook-form's setError, narrowed to what this needs). */
export type SetFieldError = (
  name: string,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * A refused save on its form: each field error of the API's envelope goes on the form field it names (`fieldOf`
 * answers that field, or null when the form does not show it), the first of them taking the focus as the form's own
 * errors do. Answers the lines of the alert above the fields: the error's message, then the messages no field shows.
 * `translate` puts a message in the interface language.
 */
export function showServerErrors(
  error: unknown,
  fieldOf: (key: string) => string | null,
  setError: SetFieldError,
  translate: (message: string) => string = (m) => m,
): string[] {
  const elsewhere: string[] = [];
  let focused = false;
  if (error instanceof ApiError && error.errors) {
    for (const [key, messages] of Object.entries(error.errors)) {
      const message = translate(messages[0] ?? '');
      const field = fieldOf(key);
      if (field === null) {
        elsewhere.push(message);
        continue;
      }
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }
  return [errorMessage(error), ...elsewhere];
}
