// Account settings and recovery payloads (decisions.md 35, decisions.md 8).
import { z } from 'zod';
import { phoneSchema } from './care-schemas';
import { passwordSchema } from './auth-schemas';
import { emailPreferencesSchema } from './notification-schemas';
import { optionalName, optionalText } from './text-schemas';
import { TRAINER_BIO_MAX_LENGTH } from './account-words';

export { emailConfirmationSentMessage, FORGOT_PASSWORD_ANSWER, FORGOT_USERNAME_ANSWER, TRAINER_BIO_MAX_LENGTH } from './account-words';

const recoveryEmail = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

/** POST /api/forgot-password and /api/forgot-username. */
export const recoveryRequestSchema = z.strictObject({ email: recoveryEmail });
export type RecoveryRequest = z.input<typeof recoveryRequestSchema>;

/** POST /api/reset-password. */
export const resetPasswordSchema = z.strictObject({
  token: z.string({ error: 'Invalid reset link. Please request a new password reset.' }).min(1).max(200),
  email: z.string({ error: 'Invalid reset link. Please request a new password reset.' }).trim().min(1).max(254),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset page's form: both fields required and equal (decisions.md 35). */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'Please enter and confirm your new password'),
    confirmPassword: z.string().min(1, 'Please enter and confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] })
  .refine((values) => values.password.length >= 6, { message: 'Password must be at least 6 characters', path: ['password'] });

export const ONLY_TRAINERS_BIO_MESSAGE = 'Only trainers have a public bio';

/** PATCH /api/user: the settings page's profile fields. */
export const profileUpdateSchema = z.strictObject({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email'))
    .optional(),
  /** Blank removes it. */
  phone: z
    .union([z.literal(''), phoneSchema, z.null()], { error: 'Please enter a valid phone number' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** An approved trainer's public bio, shown when owners choose a trainer (decisions.md 66); blank removes it. */
  bio: optionalText('Bio', TRAINER_BIO_MAX_LENGTH),
  /** Needed with a new e-mail address (decisions.md 53). */
  currentPassword: z.string().max(200).optional(),
});
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE = 'Please enter your current password to change your e-mail';

/** POST /api/user/email/confirm and /revert: the token from the mailed link. */
export const emailLinkSchema = z.strictObject({
  token: z
    .string({ error: 'The link is missing its token' })
    .regex(/^[0-9a-f]{64}$/, 'This link is not valid any more. It may have expired or already been used.'),
});

/** POST /api/user/password: changing it ends every other session of the user. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(200),
  newPassword: passwordSchema,
});

/** GET/PUT /api/user/notification-preferences. */
export const notificationPreferencesSchema = z.strictObject({ email: emailPreferencesSchema });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
