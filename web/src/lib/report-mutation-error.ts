// The one way a screen reports a failed save, delete or upload (decisions.md 38): a destructive
// toast with the screen's title and the server's words, and, when the server named the fields
// at fault (a 400's `details`: { field: message }), each message under its form field.
import type { ReactNode } from 'react';
import { ApiError, errorMessage, serverMessage } from './api-client';
import { showErrorToast } from './toasts';

/** What a Mantine form (useForm) offers for this; any form with these two methods will do. */
export type FormWithErrors = {
  getValues(): object;
  setFieldError(path: string, error: ReactNode): void;
};

export type FieldErrorOptions = {
  /** Server field -> form field, where the form names a field differently ({ vetName: 'veterinarian' }). */
  fieldMap?: Record<string, string>;
};

/**
 * Puts a 400's `details` under the matching form fields (the form's own value keys, after
 * `fieldMap`); details for fields the form does not have are left to the toast. Returns true
 * when at least one field got a message.
 */
export function showFieldErrors(form: FormWithErrors, error: unknown, options: FieldErrorOptions = {}): boolean {
  return placeFieldErrors(form, error, options).size > 0;
}

/** showFieldErrors, answering which of the server's messages are now under a field. */
function placeFieldErrors(form: FormWithErrors, error: unknown, { fieldMap = {} }: FieldErrorOptions): Set<string> {
  const placed = new Set<string>();
  if (!(error instanceof ApiError)) return placed;
  const formFields = new Set(Object.keys(form.getValues()));
  const shown = new Set<string>();
  for (const [serverField, message] of Object.entries(error.fieldErrors)) {
    const field = fieldMap[serverField] ?? serverField;
    if (!formFields.has(field)) continue;
    placed.add(message);
    // Two server fields can land on one form field (date and visitDate): the first message wins.
    if (shown.has(field)) continue;
    form.setFieldError(field, message);
    shown.add(field);
  }
  return placed;
}

export type ReportMutationErrorOptions = FieldErrorOptions & {
  /** The toast title the product (decisions.md 38) gives the screen, e.g. 'Failed to add pet' or 'Error'. */
  title: string;
  /** The text when the server said nothing (the product's fallback (decisions.md 38), e.g. 'Failed to create pet'). */
  fallback?: string;
  /** The form whose fields should show the server's per-field messages. */
  form?: FormWithErrors;
};

/**
 * The server's own words; the product's fallback (decisions.md 38) when its answer had none; the API client's text for a
 * failure that never reached the server ('Network error: Could not connect to the server. ...').
 */
function toastMessage(error: unknown, fallback?: string): string {
  return error instanceof ApiError ? serverMessage(error, fallback) : errorMessage(error);
}

/** Said by the toast when every word the server had is already under its field. */
export const SEE_FIELDS = 'Please correct the marked field.';

/**
 * Toast for a failed mutation, plus field errors on `form` when the server sent details. A field's
 * message stays under its field and is not repeated in the toast: the toast says what no field
 * shows (details for fields the form lacks), or points at the fields when they say it all.
 */
export function reportMutationError(error: unknown, { title, fallback, form, fieldMap }: ReportMutationErrorOptions): void {
  const onFields = form ? placeFieldErrors(form, error, { fieldMap }) : new Set<string>();
  if (onFields.size === 0 || !(error instanceof ApiError)) {
    showErrorToast(title, toastMessage(error, fallback));
    return;
  }
  const elsewhere = [...new Set(Object.values(error.fieldErrors))].filter((text) => !onFields.has(text));
  showErrorToast(title, elsewhere.length > 0 ? elsewhere.join(' ') : SEE_FIELDS);
}
