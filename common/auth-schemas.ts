// Login and registration payloads with decisions.md 35's messages; used by the forms and routes.
import { z } from 'zod';
import { ownTrainerApplicationSchema } from './admin-schemas';
import { ROLES } from './roles';
import { timestampSchema } from './wire';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from './limits';
import { optionalName, optionalText } from './text-schemas';
import { USERNAME_CHARACTERS_MESSAGE, usesOneWritingSystem } from './username-characters';

export const USERNAME_INVISIBLE_MESSAGE = 'Username cannot contain invisible or control characters';
export { USERNAME_CHARACTERS_MESSAGE };

/**
 * How a username is read, at registration and sign-in alike: NFKC first, so look-alikes written
 * with compatibility characters (full-width letters, ligatures, the ideographic space) become one
 * name; then control, format and default-ignorable characters (Unicode Cc, Cf and
 * Default_Ignorable_Code_Point: zero-width spaces and joiners, right-to-left overrides, Hangul
 * fillers, variation selectors, the combining grapheme joiner) are refused, since they make two
 * names that look the same.
 */
export const usernameLookupSchema = z
  .string({ error: 'Username must be at least 3 characters' })
  .normalize('NFKC')
  .trim()
  .regex(/^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u, USERNAME_INVISIBLE_MESSAGE)
  .min(MIN_USERNAME_LENGTH, 'Username must be at least 3 characters')
  .max(MAX_NAME_LENGTH, `Username must be at most ${MAX_NAME_LENGTH} characters`);

/**
 * A new username (registration, the admin command): as it is read, and letters and digits of one
 * writing system plus _ . - (username-characters.ts, issue 27, item 12). Sign-in reads names with
 * `usernameLookupSchema` only, so an account registered before this rule still signs in; it can
 * never be the twin of a new one, which must pass this rule.
 */
export const usernameSchema = usernameLookupSchema.refine(usesOneWritingSystem, USERNAME_CHARACTERS_MESSAGE);

export const passwordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const loginSchema = z.strictObject({
  username: usernameLookupSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What POST /api/register accepts (confirmPassword is never sent). */
export const registerSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  /** The Trainer Account switch: files a trainer application (decisions.md 50); the account is an owner's until approved. */
  isTrainer: z.boolean({ error: 'isTrainer must be true or false' }).default(false),
  /** With the switch on: an optional short note about the applicant's qualifications. */
  trainerApplicationNote: optionalText('The note about your qualifications', 1000),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form: the payload plus a confirmation that must match. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** The user as the API returns it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Shown to staff and the trainers of the user's pets (decisions.md 54). */
  phone: z.string().nullable().optional(),
  /** True only for an approved trainer. */
  isTrainer: z.boolean(),
  /** Of trainer, staff, admin (decisions.md 50). */
  roles: z.array(z.enum(ROLES)),
  trainerApplication: ownTrainerApplicationSchema,
  /** A trainer's public bio and photo address, null when none (decisions.md 66). */
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** A new e-mail address waiting for its mailed link (decisions.md 53). */
  pendingEmail: z.string().optional(),
  createdAt: timestampSchema,
});
/** The user on the wire (ISO dates), as the web app sees it. */
export type PublicUser = z.input<typeof publicUserSchema>;
