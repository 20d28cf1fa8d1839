// The signed-in user (SPEC section 4, Session): a user or null; a 401 gives null. It lives in
// lib/ because every feature may ask who is signed in (features never import each other); the
// auth feature's login, register and logout mutations write this same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth-schemas';
import { getOrNullWhenSignedOut } from './api-client';

export const userQueryKey = ['/api/user'] as const;

export const getUser = () => getOrNullWhenSignedOut<PublicUser>('/api/user');

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
