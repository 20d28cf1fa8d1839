// Mantine form + the zod schemas from common/: one rule and one message on both sides.
// Mantine 9 reads Standard Schema (zod 4 implements it) through schemaResolver; this file only
// fixes the options every form uses. The server's field errors go back onto a form through
// report-mutation-error.ts.
import { schemaResolver, type FormErrors } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** A synchronous `validate` for useForm: zod issues become { field: message } (first per field). */
export function zodResolver(schema: StandardSchemaV1): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}
