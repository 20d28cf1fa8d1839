import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.demoAccounts).toBe(true);
    expect(config.backgroundJobs).toBe(true);
    expect(config.boardingCapacity).toBe(20);
    expect(config.vaccinePolicy).toBe('enforce');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    // The demo's assumptions (decisions.md 52), each said in the log at start-up.
    expect(config).toMatchObject({ linkOrigin: 'http://localhost:5000', linkOriginAssumed: true, payments: 'sandbox', host: '127.0.0.1' });
  });

  it('without the demo accounts, listens on every interface and takes payments and links from what is set', () => {
    const production = {
      DEMO_ACCOUNTS: 'off',
      PUBLIC_URL: 'https://paws.example/',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    };
    expect(loadConfig(production)).toMatchObject({
      linkOrigin: 'https://paws.example',
      linkOriginAssumed: false,
      payments: 'stripe',
      host: '0.0.0.0',
    });
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    const sandbox = loadConfig({ ...production, PAYMENTS: 'sandbox' });
    expect(sandbox.payments).toBe('sandbox');
    expect(sandbox.stripe).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/paws',
      DATABASE_URL: 'postgres://app@db:5432/paws',
      SESSION_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Paws <paws@example.com>',
      PUBLIC_URL: 'https://paws.example.com',
      DEMO_ACCOUNTS: 'off',
      BACKGROUND_JOBS: 'off',
      BOARDING_CAPACITY: '35',
      TRUST_PROXY: 'true',
      VACCINE_POLICY: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/paws',
      databaseUrl: 'postgres://app@db:5432/paws',
      stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_123' },
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://paws.example.com',
      demoAccounts: false,
      backgroundJobs: false,
      boardingCapacity: 35,
      trustProxy: true,
      vaccinePolicy: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DEMO_ACCOUNTS: 'off', PAYMENTS: 'sandbox' }, /PUBLIC_URL is required/],
    [{ DEMO_ACCOUNTS: 'off', PUBLIC_URL: 'https://paws.example' }, /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=sandbox/],
    [{ PAYMENTS: 'stripe' }, /PAYMENTS=stripe needs STRIPE_SECRET_KEY/],
    [{ PAYMENTS: 'paypal' }, /PAYMENTS must be sandbox or stripe/],
    [{ HOST: 'every interface' }, /HOST must be an IP address/],
    [{ BOARDING_CAPACITY: '0' }, /BOARDING_CAPACITY/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DEMO_ACCOUNTS: 'maybe' }, /DEMO_ACCOUNTS/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /set together/],
    [{ VACCINE_POLICY: 'strict' }, /VACCINE_POLICY must be enforce, warn or off/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ S3_BUCKET: 'Pet_Photos' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'pet-photos' }, /S3_BUCKET needs AWS_REGION/],
    [
      { S3_BUCKET: 'pet-photos', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIA1' },
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/,
    ],
    [{ S3_BUCKET: 'pet-photos', AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_S3: 'minio:9000' }, /AWS_ENDPOINT_URL_S3/],
  ])('stops start-up with one clear line for %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it.each(['enforce', 'warn', 'off'] as const)('takes VACCINE_POLICY=%s', (policy) => {
    expect(loadConfig({ VACCINE_POLICY: policy }).vaccinePolicy).toBe(policy);
  });

  it('reads the scale-out variables: REDIS_URL, and S3_BUCKET with the AWS SDK’s standard ones', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379/0',
      S3_BUCKET: 'pet-photos',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'AKIA1',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_ENDPOINT_URL: 'http://minio:9000',
    });
    expect(config.redisUrl).toBe('redis://cache:6379/0');
    expect(config.s3).toEqual({
      bucket: 'pet-photos',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // The S3-specific endpoint wins; without keys the SDK's own chain finds credentials.
    const specific = loadConfig({
      S3_BUCKET: 'pet-photos',
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL: 'http://a:1',
      AWS_ENDPOINT_URL_S3: 'http://b:2',
    });
    expect(specific.s3).toEqual({ bucket: 'pet-photos', region: 'eu-west-1', endpoint: 'http://b:2', credentials: undefined });
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'AKIA1' }).s3).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });
});
