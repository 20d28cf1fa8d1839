import { describe, expect, it } from 'vitest';
import { PET_PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE, petPhotoProblem } from './pet-photo-rules';

describe('petPhotoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(petPhotoProblem({ type, size: PET_PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files with the server’s messages', () => {
    expect(petPhotoProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_WRONG_TYPE_MESSAGE);
    expect(petPhotoProblem({ type: 'image/png', size: PET_PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });
});
