import { describe, expect, it } from 'vitest';
import { expectEveryRequestMocked, mockApi, requestsTo, unmockedRequests } from './mock-api';
import { ownerUser } from './users';

describe('the fetch mock', () => {
  it('rejects a request no route answers and reports it after the test, then forgets it', async () => {
    const api = mockApi({ 'GET /api/user': { body: ownerUser } });

    await expect(fetch('/api/pets?page=2')).rejects.toThrow('Unmocked API request: GET /api/pets');
    await expect(fetch('/api/user', { method: 'DELETE' })).rejects.toThrow('Unmocked API request: DELETE /api/user');
    expect(requestsTo(api, 'GET /api/pets')).toHaveLength(1);

    expect(() => expectEveryRequestMocked()).toThrow('Unmocked API request(s): GET /api/pets, DELETE /api/user.');
    expect(unmockedRequests).toEqual([]);
    expect(() => expectEveryRequestMocked()).not.toThrow();
  });

  it('answers a mocked route, a mocked 404 included, without reporting it', async () => {
    mockApi({
      'GET /api/user': { body: ownerUser },
      'GET /api/pets/7': { status: 404, body: { message: 'The pet was not found.' } },
    });

    const user = await fetch('/api/user?fresh=1');
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual(ownerUser);
    const missing = await fetch('/api/pets/7');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'The pet was not found.' });
    expect(unmockedRequests).toEqual([]);
  });
});
