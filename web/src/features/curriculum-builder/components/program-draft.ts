// An unsaved form survives a reload: it is kept in localStorage per trainer and per program
// ('new' for a program not saved yet) while it differs from what was loaded.
import { useEffect } from 'react';
import type { BuilderFormValues } from './program-form-values';

export const draftKey = (userId: number, programId: number | null) => `pawsconnect:curriculum-builder:${userId}:${programId ?? 'new'}`;

export function readDraft(key: string): BuilderFormValues | null {
  try {
    const text = window.localStorage.getItem(key);
    const draft: unknown = text ? JSON.parse(text) : null;
    // A draft from an older build without the content lists would break the editors: ignore it.
    if (draft && typeof draft === 'object' && 'content' in draft && (draft as BuilderFormValues).content?.modules) {
      return draft as BuilderFormValues;
    }
    return null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/** Keeps `values` under `key` while the form has unsaved changes; drops it once it has none. */
export function useKeepDraft(key: string, values: BuilderFormValues, dirty: boolean) {
  useEffect(() => {
    try {
      if (dirty) window.localStorage.setItem(key, JSON.stringify(values));
      else window.localStorage.removeItem(key);
    } catch {
      // Full or unavailable storage: the form still works, only the reload safety net is gone.
    }
  }, [key, values, dirty]);
}
