import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { getUser, rememberSessionsOf, skipSessionCheckWhen, userQueryKey, userQueryOptions } from './session';
import { mockApi, requestsTo, serverReplies } from '../test/mock-api';
import { ownerUser } from '../test/users';

afterEach(() => skipSessionCheckWhen(() => false));

describe('the session check', () => {
  it('asks nothing on a public page when this browser holds no session (no 401 in the console)', async () => {
    const api = mockApi({ 'GET /api/user': serverReplies.signedOut() });
    skipSessionCheckWhen(() => true);
    expect(await getUser()).toBeNull();
    expect(requestsTo(api, 'GET /api/user')).toHaveLength(0);
  });

  it('asks on signed-in pages, and on public ones once a user was signed in here', async () => {
    const api = mockApi({ 'GET /api/user': { body: ownerUser } });
    const queryClient = createQueryClient();
    rememberSessionsOf(queryClient);
    expect(await queryClient.fetchQuery(userQueryOptions())).toEqual(ownerUser);

    skipSessionCheckWhen(() => true);
    expect(await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 })).toEqual(ownerUser);
    expect(requestsTo(api, 'GET /api/user')).toHaveLength(2);

    // Signing out (logout writes null) forgets the hint: the public page stops asking.
    queryClient.setQueryData(userQueryKey, null);
    expect(await getUser()).toBeNull();
    expect(requestsTo(api, 'GET /api/user')).toHaveLength(2);
  });
});
