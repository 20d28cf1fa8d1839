// Links in mail come only from the configured origin (decisions.md 52): a request's Host header,
// which the client chooses, never goes into a password-reset or username link, and a request
// carrying two Host headers is refused.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { DUPLICATE_HOST_MESSAGE } from '../../platform/host-header-guard';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { useTestApp, type UsedTestApp } from '../../../tests/helpers/use-test-app';

const sink = await startSmtpSink();
afterAll(() => sink.close());

/**
 * A request as an attacker's script would send it: their own site as Host, and an Origin the
 * cross-site guard lets through (the site's own when PUBLIC_URL names it, else the same as Host).
 */
function askWithHost(t: UsedTestApp, host: string, url: string, email: string) {
  const origin = t.config.publicUrl ? new URL(t.config.publicUrl).origin : `http://${host || 'localhost'}`;
  return t.app.inject({ method: 'POST', url, headers: { host, origin }, payload: { email } });
}

describe.each([
  { setting: 'without PUBLIC_URL (the demo assumes http://localhost:5000)', env: { PUBLIC_URL: '' }, origin: 'http://localhost:5000' },
  { setting: 'with PUBLIC_URL', env: { PUBLIC_URL: 'http://localhost/' }, origin: 'http://localhost' },
])('mailed links $setting', ({ env, origin }) => {
  const t = useTestApp({ env: { SMTP_URL: sink.url, PORT: '5000', ...env } });

  it('point at the configured origin whatever Host the request names: the reset link', async () => {
    const user = await t.register();
    const res = await askWithHost(t, 'evil.example', '/api/forgot-password', user.user.email);
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(user.user.email);
    expect(mail.text).toContain(`${origin}/reset-password?token=`);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('point at the configured origin whatever Host the request names: the username reminder', async () => {
    const user = await t.register();
    const res = await askWithHost(t, 'evil.example:8443', '/api/forgot-username', user.user.email);
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(user.user.email);
    expect(mail.text).toContain(`${origin}/auth`);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });
});

describe('two Host headers', () => {
  const t = useTestApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A raw HTTP/1.1 exchange: fetch and app.inject cannot send a header twice. */
  function rawRequest(lines: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      // Written, not ended: the server closes the connection after its answer (Connection: close).
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('get 400 with a sentence, and one Host is served', async () => {
    const twice = await rawRequest(['GET /api/health HTTP/1.1', 'Host: localhost', 'Host: evil.example', 'Connection: close']);
    expect(twice).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice).toContain(DUPLICATE_HOST_MESSAGE);
    const once = await rawRequest(['GET /api/health HTTP/1.1', 'Host: localhost', 'Connection: close']);
    expect(once).toMatch(/^HTTP\/1\.1 200 /);
  });
});
