import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/use-test-app';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok once the database is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nope');
  });
});
