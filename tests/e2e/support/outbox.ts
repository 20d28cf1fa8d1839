// The e2e server has no SMTP_URL, so its mail lands in DATA_DIR/outbox/*.eml (decisions.md 24, Stack).
// Specs read the messages sent to their own users from there, as a person reads their inbox.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, inject } from 'vitest';

const outboxDir = () => path.join(inject('e2eDataDir'), 'outbox');

export type OutboxMessage = { file: string; to: string; subject: string; text: string };

/** Every message in the outbox addressed to `email`, oldest first. */
export async function messagesTo(email: string): Promise<OutboxMessage[]> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address?.toLowerCase() ?? ''));
    if (!to.includes(email.toLowerCase())) continue;
    messages.push({ file, to: email, subject: parsed.subject ?? '', text: parsed.text ?? '' });
  }
  return messages;
}

/** Waits for the password reset email to `email` and returns its link's path and query. */
export async function waitForResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of (await messagesTo(email)).reverse()) {
          const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(message.text);
          if (match) link = match[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000, interval: 250, message: `no password reset email to ${email} in the outbox` },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
