// The mail outbox used when no SMTP server is configured: each message becomes one complete
// RFC 822 file, DATA_DIR/outbox/<time>-<to>.eml, which any mail client opens.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

type OutgoingMessage = { from: string; to: string; subject: string; text: string; html: string };

// nodemailer builds the message exactly as it would for SMTP, but hands back the bytes.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * Writes the message and returns the file's path. It is written under a hidden name first and then
 * linked to its .eml name, so the .eml appears whole: a mail client (or a test) watching the folder
 * never opens a file still being written.
 */
export async function writeToOutbox(dataDir: string, message: OutgoingMessage): Promise<string> {
  const { message: bytes } = await composer.sendMail(message);
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${crypto.randomUUID()}.partial`);
  await fs.writeFile(partial, bytes, { flag: 'wx' });
  try {
    const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(message.to)}`;
    // Two messages to one address within a millisecond get -2, -3, ... rather than overwriting
    // (a link, unlike a rename, never replaces a file that is there).
    for (let copy = 1; ; copy++) {
      const file = path.join(dir, `${base}${copy === 1 ? '' : `-${copy}`}.eml`);
      try {
        await fs.link(partial, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** The address as a file-name part: letters, digits, @ . _ - only, never a path. */
export function fileSafe(address: string): string {
  const safe = address
    .toLowerCase()
    .replace(/[^a-z0-9@._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return safe || 'recipient';
}
