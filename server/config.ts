// Environment -> typed config, read and validated once at start-up. Nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BOOKING_WINDOW_MONTHS, MAX_BOOKING_WINDOW_MONTHS } from '../common/booking-window';
import { VACCINE_POLICIES, type VaccinePolicy } from '../common/vaccination-schemas';
import { DEFAULT_SETTINGS_START } from './domain/business/business-settings';

export const PAYMENT_MODES = ['sandbox', 'stripe'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // The interface to listen on: 0.0.0.0 (every one) in a container or behind a proxy on another
  // host; the demo (DEMO_ACCOUNTS on) listens on loopback only unless HOST says otherwise.
  HOST: optionalText.pipe(
    z
      .union([z.ipv4(), z.ipv6(), z.literal('localhost')], { error: 'must be an IP address (e.g. 0.0.0.0 or 127.0.0.1) or localhost' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // sandbox: no real card is charged, only Stripe's test card numbers pay (decisions.md 52).
  PAYMENTS: optionalText.pipe(z.enum(PAYMENT_MODES, { error: 'must be sandbox or stripe' }).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_').optional()),
  // Another address for Stripe's API (stripe-mock, a test stand-in); Stripe's own by default.
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('PawsConnect <no-reply@pawsconnect.local>'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DEMO_ACCOUNTS: booleanFlag.default(true),
  // The server's own recurring jobs (reminders, digests, mail delivery); off for an instance that
  // only serves requests, or a benchmark that times the requests alone.
  BACKGROUND_JOBS: booleanFlag.default(true),
  BOARDING_CAPACITY: z.coerce.number().int().min(1).max(10000).default(DEFAULT_SETTINGS_START.boardingCapacity),
  TRUST_PROXY: booleanFlag.default(false),
  // The largest video proof accepted (decisions.md 28: 200 MB); lower it to save disk, or in tests.
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_000_000_000) // sizes are stored as integers
    .default(200 * 1024 * 1024),
  VACCINE_POLICY: z.enum(VACCINE_POLICIES, { error: 'must be enforce, warn or off' }).default(DEFAULT_SETTINGS_START.vaccinePolicy),
  // How many months ahead bookings are taken: the settings' starting value (issue 27, item 13).
  BOOKING_WINDOW_MONTHS: z.coerce.number().int().min(1).max(MAX_BOOKING_WINDOW_MONTHS).default(DEFAULT_BOOKING_WINDOW_MONTHS),
  // Several instances (scale-out). REDIS_URL: rate-limit counters in Redis instead of PostgreSQL
  // (DATABASE_URL) or this process's memory (PGlite, one instance).
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  // S3_BUCKET: uploads in S3-compatible object storage instead of DATA_DIR/uploads, configured
  // with the AWS SDK's standard variables: AWS_REGION (required), AWS_ACCESS_KEY_ID and
  // AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN; without them the SDK's own chain: profile,
  // instance role...), and AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for another S3-compatible
  // service (MinIO, a local test server), which is then addressed path-style.
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
  ),
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  AWS_ENDPOINT_URL_S3: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AWS_ENDPOINT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
});

/** Where uploads go when S3_BUCKET is set (platform/uploads/s3-storage.ts). */
export type S3Config = {
  bucket: string;
  region: string;
  /** Another S3-compatible service's address; requests to it are path-style. */
  endpoint?: string;
  /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; otherwise the SDK finds its own. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

export type Config = {
  port: number;
  /** The interface the server listens on (HOST; 127.0.0.1 with the demo accounts on, else 0.0.0.0). */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Signs nothing secret today (sessions are server-side ids) but keeps cookies tamper-evident. */
  sessionSecret?: string;
  /** PAYMENTS: who takes the cards; `stripe` is set exactly when it is 'stripe'. */
  payments: PaymentMode;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string };
  smtpUrl?: string;
  mailFrom: string;
  /** PUBLIC_URL as set: the site's origin for the cross-site guard and calendar links. */
  publicUrl?: string;
  /**
   * The origin every e-mailed link starts with (decisions.md 52): PUBLIC_URL, or with the demo
   * accounts on and no PUBLIC_URL, http://localhost:PORT (`linkOriginAssumed`, said in the log).
   * Never a request's Host header, which the client chooses.
   */
  linkOrigin: string;
  linkOriginAssumed: boolean;
  demoAccounts: boolean;
  /** BACKGROUND_JOBS: whether this instance runs the recurring jobs (each takes a database lock, so several may). */
  backgroundJobs: boolean;
  /** BOARDING_CAPACITY: the business settings' starting capacity (decisions.md 51); the settings decide after that. */
  boardingCapacity: number;
  trustProxy: boolean;
  /** Bytes; a larger video proof gets 413. */
  videoMaxBytes: number;
  /** VACCINE_POLICY: the settings' starting policy (enforce refuses a booking a vaccine does not cover, warn accepts it with warnings, off ignores vaccines). */
  vaccinePolicy: VaccinePolicy;
  /** BOOKING_WINDOW_MONTHS: the settings' starting booking window; the settings decide after that. */
  bookingWindowMonths: number;
  /** Shared rate-limit counters in Redis (several instances); see platform/rate-limits/counter-store-for.ts. */
  redisUrl?: string;
  /** Uploads in S3-compatible object storage instead of DATA_DIR/uploads. */
  s3?: S3Config;
  /** The server log's level; `debug` adds one line per request. */
  logLevel: (typeof LOG_LEVELS)[number];
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
  const payments = paymentModeOf(e);
  const linkOrigin = e.PUBLIC_URL ?? (e.DEMO_ACCOUNTS ? `http://localhost:${e.PORT}` : undefined);
  if (!linkOrigin) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is required (the address people reach the app at, e.g. https://paws.example): e-mailed links are made from it',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (e.DEMO_ACCOUNTS ? '127.0.0.1' : '0.0.0.0'),
    redisUrl: e.REDIS_URL,
    s3: s3ConfigOf(e),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    payments,
    stripe:
      payments === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
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
    linkOrigin: linkOrigin.replace(/\/+$/, ''),
    linkOriginAssumed: !e.PUBLIC_URL,
    demoAccounts: e.DEMO_ACCOUNTS,
    backgroundJobs: e.BACKGROUND_JOBS,
    boardingCapacity: e.BOARDING_CAPACITY,
    trustProxy: e.TRUST_PROXY,
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    vaccinePolicy: e.VACCINE_POLICY,
    bookingWindowMonths: e.BOOKING_WINDOW_MONTHS,
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * Stripe with its keys; the sandbox only when asked for (PAYMENTS=sandbox) or for the demo. A
 * production server with neither refuses to start rather than let any test number pay.
 */
function paymentModeOf(e: z.infer<typeof envSchema>): PaymentMode {
  const hasKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  if (e.PAYMENTS === 'stripe' && !hasKeys) {
    throw new ConfigError('Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  const mode = e.PAYMENTS ?? (hasKeys ? 'stripe' : e.DEMO_ACCOUNTS ? 'sandbox' : undefined);
  if (!mode) {
    throw new ConfigError(
      'Invalid configuration: payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=sandbox (test cards only, no real charge)',
    );
  }
  return mode;
}

function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.AWS_REGION) throw new ConfigError('Invalid configuration: S3_BUCKET needs AWS_REGION (the bucket’s region, e.g. eu-west-1)');
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.AWS_REGION,
    endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN }
        : undefined,
  };
}
