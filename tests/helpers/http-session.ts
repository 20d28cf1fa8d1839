// A signed-in browser as seen by a server on a real port: its session cookie on every request and,
// on state-changing ones, the site's own Origin (the cross-site rule). For suites that run the
// server as a process, where app.inject is not available.
import { randomBytes } from 'node:crypto';

export type HttpReply = { status: number; body: unknown };

export type HttpSession = {
  cookie: string;
  /** Sends JSON; rejects only when the connection fails (a refused or reset socket). */
  call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<HttpReply>;
};

export function httpSession(baseUrl: string, cookie: string): HttpSession {
  return {
    cookie,
    async call(method, url, body) {
      const headers: Record<string, string> = { cookie };
      if (method !== 'GET') headers.origin = baseUrl;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** Registers a new owner through POST /api/register and returns the signed-in session. */
export async function registerOwnerOverHttp(baseUrl: string, prefix = 'owner'): Promise<HttpSession & { userId: number }> {
  const username = `${prefix}_${randomBytes(5).toString('hex')}`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'correct-horse-battery',
      email: `${username}@example.com`,
      firstName: 'Crash',
      lastName: 'Tester',
      isTrainer: false,
    }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const user = (await response.json()) as { id: number };
  return { ...httpSession(baseUrl, cookie), userId: user.id };
}
