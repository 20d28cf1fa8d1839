// Environment -> typed config, read and validated once at start-up. Nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { VACCINE_POLICIES, type VaccinePolicy } from '../common/vaccination-schemas';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_').optional()),
  // Another address for Stripe's API (stripe-mock, a test stand-in); Stripe's own by default.
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('PawsConnect <no-reply@pawsconnect.local>'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DEMO_ACCOUNTS: booleanFlag.default(true),
  BOARDING_CAPACITY: z.coerce.number().int().min(1).max(10000).default(20),
  TRUST_PROXY: booleanFlag.default(false),
  // The largest video proof accepted (DESIGN: 200 MB); lower it to save disk, or in tests.
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_000_000_000) // sizes are stored as integers
    .default(200 * 1024 * 1024),
  VACCINE_POLICY: z.enum(VACCINE_POLICIES, { error: 'must be enforce, warn or off' }).default('enforce'),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Signs nothing secret today (sessions are server-side ids) but keeps cookies tamper-evident. */
  sessionSecret?: string;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string };
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  demoAccounts: boolean;
  boardingCapacity: number;
  trustProxy: boolean;
  /** Bytes; a larger video proof gets 413. */
  videoMaxBytes: number;
  /** Bookings and vaccines (issue 12): refuse a booking a vaccine does not cover, accept it with warnings, or ignore vaccines. */
  vaccinePolicy: VaccinePolicy;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    demoAccounts: e.DEMO_ACCOUNTS,
    boardingCapacity: e.BOARDING_CAPACITY,
    trustProxy: e.TRUST_PROXY,
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    vaccinePolicy: e.VACCINE_POLICY,
  };
}
