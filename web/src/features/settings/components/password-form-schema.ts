// The password form's checks, fetched on the first focus in the form (password-form.tsx): zod and
// the schemas stay out of /settings' first load.
import { z } from 'zod';
import { passwordChangeSchema } from '@common/account-schemas';

/** The payload plus a confirmation that must match (confirmPassword is never sent). */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export type PasswordValues = z.input<typeof passwordFormSchema>;
