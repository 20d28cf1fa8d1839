// The mailer against a real SMTP server (smtp-server, started here) and the outbox on disk.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createMailer } from './mailer';
import { passwordResetMail } from './templates/password-reset';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink';

const FROM = 'PawsConnect <no-reply@paws.example>';
const message = {
  to: 'sam@example.com',
  subject: 'Walkies & treats',
  text: 'Plain body\n',
  html: '<p>HTML <b>body</b></p>',
};

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-mail-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers from, to, subject, text and html to the server', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: FROM, dataDir });
    await mailer.send(message);
    const received = await sink.waitFor('sam@example.com');
    expect(received).toMatchObject({
      envelope: { from: 'no-reply@paws.example', to: ['sam@example.com'] },
      from: '"PawsConnect" <no-reply@paws.example>',
      to: 'sam@example.com',
      subject: 'Walkies & treats',
      text: 'Plain body\n',
      html: '<p>HTML <b>body</b></p>',
    });
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
  });

  it('signs in with the credentials in SMTP_URL', async () => {
    const url = sink.url.replace('smtp://', 'smtp://mailer:s3cret@');
    await createMailer({ smtpUrl: url, mailFrom: FROM, dataDir }).send({ ...message, to: 'auth@example.com' });
    expect((await sink.waitFor('auth@example.com')).authUser).toBe('mailer');
  });

  it('sends a rendered template with both bodies', async () => {
    const mail = passwordResetMail({ username: 'sam', resetUrl: 'https://paws.example/reset?token=abc', expiresInMinutes: 60 });
    await createMailer({ smtpUrl: sink.url, mailFrom: FROM, dataDir }).send({ to: 'reset@example.com', ...mail });
    const received = await sink.waitFor('reset@example.com');
    expect(received.subject).toBe('Reset your PawsConnect password');
    expect(received.text).toContain('https://paws.example/reset?token=abc');
    expect(received.html).toContain('href="https://paws.example/reset?token=abc"');
  });

  it('throws when the server cannot be reached, naming the message', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, mailFrom: FROM, dataDir });
    await expect(mailer.send(message)).rejects.toThrow('Could not send mail "Walkies & treats" to sam@example.com');
  });
});

describe('without SMTP_URL (outbox)', () => {
  it('writes a parseable .eml named after the time and recipient, and logs the file', async () => {
    const logged: { details: object; message: string }[] = [];
    const mailer = createMailer({ mailFrom: FROM, dataDir }, { info: (details, line) => logged.push({ details, message: line }) });
    await mailer.send({ ...message, to: 'Sam.O+pets@Example.com' });

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-sam\.o_pets@example\.com\.eml$/);

    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0])));
    expect(parsed.from?.text).toBe('"PawsConnect" <no-reply@paws.example>');
    expect(Array.isArray(parsed.to) ? undefined : parsed.to?.text).toBe('Sam.O+pets@example.com'); // nodemailer lower-cases the domain
    expect(parsed.subject).toBe('Walkies & treats');
    expect(parsed.text).toBe('Plain body\n');
    expect(parsed.html).toBe('<p>HTML <b>body</b></p>');

    expect(logged).toEqual([
      {
        details: expect.objectContaining({ file: path.join(outbox, files[0]) }),
        message: `mail written to outbox: ${path.join(outbox, files[0])}`,
      },
    ]);
  });

  it('writes the message under a hidden name and only then gives it its .eml name, so it never appears half-written', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const writes = vi.spyOn(fsPromises, 'writeFile');
    try {
      await createMailer({ mailFrom: FROM, dataDir }).send({ ...message, to: 'whole@example.com' });
      const written = writes.mock.calls.map(([file]) => path.basename(String(file)));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^\..+\.partial$/);
    } finally {
      writes.mockRestore();
    }
    const added = fs.readdirSync(outbox).filter((file) => !before.includes(file));
    expect(added).toEqual([expect.stringMatching(/-whole@example\.com\.eml$/)]);
    expect((await simpleParser(fs.readFileSync(path.join(outbox, added[0])))).subject).toBe('Walkies & treats');
  });

  it('keeps both of two messages sent to one address at once, and never writes outside the outbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-mail-'));
    try {
      const mailer = createMailer({ mailFrom: FROM, dataDir: dir });
      await Promise.all([
        mailer.send({ ...message, to: '../../etc/x@example.com' }),
        mailer.send({ ...message, to: '../../etc/x@example.com' }),
      ]);
      expect(fs.readdirSync(dir)).toEqual(['outbox']);
      const files = fs.readdirSync(path.join(dir, 'outbox'));
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/-etc_x@example\.com(-2)?\.eml$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
