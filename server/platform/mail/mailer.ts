// Sends e-mail (decisions.md 24, Stack): over SMTP when SMTP_URL is set, otherwise into an outbox
// directory of .eml files, so password resets and username reminders really "send" on a
// laptop with no mail server. `send` throws when a message cannot be delivered; the caller
// decides whether that fails its request (a reset link must go out) or is only logged (a receipt).
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { writeToOutbox } from './outbox';

export type MailMessage = {
  /** One recipient address. */
  to: string;
  subject: string;
  /** Plain-text body: every message has one, for clients that show no HTML. */
  text: string;
  html: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** What the mailer logs: one line per message written to the outbox. */
export type MailLogger = { info(details: object, message: string): void };

// Fail within seconds rather than nodemailer's minutes when the SMTP server is unreachable.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger?: MailLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        const file = await writeToOutbox(config.dataDir, { from: config.mailFrom, ...message });
        logger?.info({ to: message.to, subject: message.subject, file }, `mail written to outbox: ${file}`);
      },
    };
  }
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
      } catch (error) {
        throw new Error(`Could not send mail "${message.subject}" to ${message.to}`, { cause: error });
      }
    },
  };
}
