// The setup every API test file needs, in one call: a fresh app on a fresh database built before
// the file's tests and closed after them, plus shortcuts bound to it.
//   const t = useTestApp();
//   beforeAll(async () => { owner = await t.register(); });
//   const res = await t.call('GET', '/api/pets', owner);
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RegisterInput } from '../../common/auth-schemas';
import { callAs, type ApiMethod, type Caller } from './api-call';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { registerUser, type RegisteredUser } from './users';

export type UsedTestApp = {
  readonly app: TestApp['app'];
  readonly database: TestApp['database'];
  readonly db: TestApp['database']['db'];
  readonly config: TestApp['config'];
  readonly notifications: TestApp['notifications'];
  call(method: ApiMethod, url: string, who?: Caller, payload?: InjectOptions['payload']): ReturnType<typeof callAs>;
  register(overrides?: Partial<RegisterInput>, options?: Parameters<typeof registerUser>[2]): Promise<RegisteredUser>;
};

export function useTestApp(options: TestAppOptions = {}): UsedTestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().database.db;
    },
    get config() {
      return current().config;
    },
    get notifications() {
      return current().notifications;
    },
    call: (method, url, who, payload) => callAs(current().app, method, url, who, payload),
    register: (overrides, options) => registerUser(current().app, overrides, options),
  };
}
