// Rate limits hold across app instances (decisions.md 30, scale-out): two instances on one PostgreSQL
// database count into the same rate_limit_counters rows, so a guesser who spreads wrong passwords
// over both is refused after 10 all the same. Runs with --project api-postgres only.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../../tests/helpers/two-instances';
import { registerUser } from '../../../tests/helpers/users';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('rate limits across two app instances on one PostgreSQL database', () => {
  const two = useTwoInstances({ apps: { rateLimits: true } });

  const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  it('refuses the 11th wrong password from one address when the first 10 went to either instance', async () => {
    const { user, password } = await registerUser(two.appA);
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? two.appA : two.appB;
      expect((await login(app, user.username, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    }
    for (const app of [two.appA, two.appB]) {
      const refused = await login(app, user.username, password, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(two.appB, user.username, password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('lets 10 of 30 wrong passwords sent at once to both instances be checked', async () => {
    const { user } = await registerUser(two.appB);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login(attempt % 2 === 0 ? two.appA : two.appB, user.username, 'wrong-password', '198.51.100.9'),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
