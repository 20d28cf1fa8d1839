// Mantine form + the zod schemas from common/: one rule and one message on both sides.
// Mantine 9 reads Standard Schema (zod 4 implements it) through schemaResolver; this file only
// fixes the options every form uses and maps the server's field errors back onto a form.
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError } from './api-client';

/** A synchronous `validate` for useForm: zod issues become { field: message } (first per field). */
export function zodResolver(schema: StandardSchemaV1): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

type FormWithErrors = { setFieldError: (path: string, error: string) => void };

/**
 * Puts a 400's `details` ({ field: message }) under the matching fields. Returns true when at
 * least one field got a message, so the caller can skip a toast that would repeat it.
 */
export function applyServerFieldErrors(form: FormWithErrors, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field)) continue;
    form.setFieldError(field, message);
    applied = true;
  }
  return applied;
}
