// The scale-out test's HTTP client: real requests over TCP (fetch), each counted, with the
// session cookie sent back and the serving instance read from the balancer's X-Upstream header.
export type Reply = {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** 'host:port' of the instance that answered, as nginx names it (null for a direct request). */
  upstream: string | null;
  setCookie: string[];
};

export type RequestOptions = { cookie?: string; json?: unknown; form?: FormData; origin?: string; headers?: Record<string, string> };

export function countingClient() {
  let sent = 0;
  return {
    get sent() {
      return sent;
    },
    /** A WebSocket handshake made elsewhere is one more request too. */
    countHandshake() {
      sent += 1;
    },
    async request(base: string, method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
      sent += 1;
      const headers: Record<string, string> = { ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.origin) headers.origin = options.origin;
      let body: string | FormData | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        body = options.form;
      }
      const res = await fetch(base + path, { method, headers, body, redirect: 'manual' });
      const bytes = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        headers: res.headers,
        bytes,
        json: () => JSON.parse(bytes.toString()),
        upstream: res.headers.get('x-upstream'),
        setCookie: res.headers.getSetCookie(),
      };
    },
  };
}

/** The Cookie header value a response's Set-Cookie headers ask for. */
export function cookieOf(reply: Reply): string {
  const pairs = reply.setCookie.map((header) => header.split(';')[0]).filter((pair) => !pair.endsWith('='));
  if (pairs.length === 0) throw new Error(`The response set no cookie (${reply.status} ${reply.bytes.toString()})`);
  return pairs.join('; ');
}
