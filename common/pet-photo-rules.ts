// What a pet photo may be (issue 3): JPEG, PNG or WebP up to 5 MB. The browser checks a chosen
// file's declared type and size before sending it; the server checks the bytes themselves.
export const PET_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PET_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_WRONG_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE_MESSAGE = 'Photos can be at most 5 MB.';

/** Why a file (by its declared type and size) cannot be a pet photo, or null when it can. */
export function petPhotoProblem(file: { type: string; size: number }): string | null {
  if (!(PET_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_WRONG_TYPE_MESSAGE;
  if (file.size > PET_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
