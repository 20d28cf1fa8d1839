// The builder's useForm instance, as every nested editor receives it.
import type { UseFormReturnType } from '@mantine/form';
import type { BuilderFormValues } from './program-form-values';

export type BuilderForm = UseFormReturnType<BuilderFormValues>;

/** Whether any error sits at `path` or inside it (a collapsed panel says so in its header). */
export function hasErrorsWithin(form: BuilderForm, path: string): boolean {
  return Object.keys(form.errors).some((key) => key === path || key.startsWith(`${path}.`));
}
