// A 400's `details` ({ 'content.modules.0.lessons.1.title': message }) under the builder's
// fields, nested ones included. The product's top-level (decisions.md 37) copies of the content lists
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
  return Object.keys(error.fieldErrors).length - showFieldMessages(form, Object.entries(error.fieldErrors)).length;
}

/**
 * Each [payload path, message] under the form's field at that path (a field that already shows a
 * message keeps it); answers the ones the form has no field for.
 */
export function showFieldMessages(form: BuilderForm, messages: [string, string][]): [string, string][] {
  const unplaced: [string, string][] = [];
  for (const [payloadPath, message] of messages) {
    const path = formPath(payloadPath);
    if (!existsIn(form.getValues(), path)) unplaced.push([payloadPath, message]);
    else if (!form.errors[path]) form.setFieldError(path, message);
  }
  return unplaced;
}
