// A real SMTP server on a free local port that keeps every message it receives, parsed, so
// tests can check what a feature e-mailed. Point the app at it with `env: { SMTP_URL: sink.url }`.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  /** Envelope sender and recipients, as the SMTP client announced them. */
  envelope: { from: string; to: string[] };
  /** The user the client signed in as, if it did. */
  authUser?: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  /** smtp://127.0.0.1:<port> (add user:pass@ to test signing in: any is accepted). */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (waiting up to `timeoutMs` for it). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to trust, and sign-in is optional.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            authUser: typeof session.user === 'string' ? session.user : undefined,
            from: parsed.from?.text ?? '',
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(address, timeoutMs = 5_000) {
      const wanted = address.toLowerCase();
      const find = () => messages.find((message) => message.envelope.to.some((to) => to.toLowerCase() === wanted));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No mail to ${address} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressText(to: ParsedMail['to']): string {
  if (!to) return '';
  return Array.isArray(to) ? to.map((entry) => entry.text).join(', ') : to.text;
}
