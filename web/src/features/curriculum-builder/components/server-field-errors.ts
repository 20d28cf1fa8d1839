// A 400's `details` ({ 'content.modules.0.lessons.1.title': message }) under the builder's
// fields, nested ones included. SPEC's top-level copies of the content lists
// ('equipment.0.name') point at the same items as the form's 'content.equipment.0.name'.
import { ApiError } from '../../../lib/api-client';
import type { BuilderForm } from './builder-form';

const TOP_LEVEL_COPIES = ['prerequisites', 'equipment', 'breedRecommendations'];

function formPath(serverPath: string): string {
  const [head] = serverPath.split('.');
  return TOP_LEVEL_COPIES.includes(head) ? `content.${serverPath}` : serverPath;
}

/** Whether `path` names a value (or a list) the form has. */
function existsIn(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** Returns how many fields got a message. */
export function showServerFieldErrors(form: BuilderForm, error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  let shown = 0;
  for (const [serverPath, message] of Object.entries(error.fieldErrors)) {
    const path = formPath(serverPath);
    if (!existsIn(form.getValues(), path) || form.errors[path]) continue;
    form.setFieldError(path, message);
    shown += 1;
  }
  return shown;
}
