// What the settings form's parts share (settings-form.tsx, settings-later-sections.tsx): the form
// itself, and the signal that tells the Save button a value changed (the uncontrolled form does
// not render again).
import type { UseFormReturnType } from '@mantine/form';
import type { SettingsValues } from './settings-values';

export type SettingsFormValues = UseFormReturnType<SettingsValues>;

export function changeSignal() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type ChangeSignal = ReturnType<typeof changeSignal>;
