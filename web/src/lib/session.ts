// The signed-in user (decisions.md 34, Session): a user or null; a 401 gives null. It lives in
// lib/ because every feature may ask who is signed in (features never import each other); the
// auth feature's login, register and logout mutations write this same cache entry.
//
// A public page (the landing page, sign-in, the training prompt) asks only when this browser may
// hold a session: asking with none answered 401, which the browser logs as a failed request on
// every visit of a signed-out visitor. The session cookie is httpOnly, so the hint is ours: set
// whenever the cache holds a user, cleared when it holds none. Signed-in pages always ask.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth-schemas';
import { getOrNullWhenSignedOut } from './api-client';

export const userQueryKey = ['/api/user'] as const;

/** Also read by the prerendered landing page's script (app/prerender/landing-enhance.js). */
const SESSION_HINT_KEY = 'pawsconnect.signed-in';

function rememberSession(user: PublicUser | null | undefined) {
  try {
    if (user) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode): public pages then always ask, as before.
  }
}

function mayHaveSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

let onPublicPage: () => boolean = () => false;

/** Tells the session check how to know a public page is showing (main.tsx, from the route table). */
export function skipSessionCheckWhen(isPublicPage: () => boolean) {
  onPublicPage = isPublicPage;
}

/** Keeps the hint in step with every write of the user (the query, login, register, logout). */
export function rememberSessionsOf(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== userQueryKey[0]) return;
    if (event.query.state.status === 'success') rememberSession(event.query.state.data as PublicUser | null);
  });
}

export const getUser = async (): Promise<PublicUser | null> => {
  if (onPublicPage() && !mayHaveSession()) return null;
  return getOrNullWhenSignedOut<PublicUser>('/api/user');
};

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
