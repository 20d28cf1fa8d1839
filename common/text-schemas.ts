// Text fields shared by every payload schema.
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits';

/** Optional free text: blank becomes null so the database never stores ''. */
export const optionalText = (label: string, max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
