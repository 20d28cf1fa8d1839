// The password-reset e-mail (decisions.md 8): the link is only ever e-mailed, never returned
// by the API, and works once within the hour.
import { renderMail, type RenderedMail } from '../layout';

export type PasswordResetMailData = {
  username: string;
  /** Absolute address of the reset page, token included. */
  resetUrl: string;
  /** How long the link works, in minutes (60 per decisions.md 8). */
  expiresInMinutes: number;
};

export function passwordResetMail({ username, resetUrl, expiresInMinutes }: PasswordResetMailData): RenderedMail {
  return renderMail({
    subject: 'Reset your PawsConnect password',
    greeting: `Hi ${username},`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your PawsConnect account.',
      `Choose a new password with the button below. The link works once and expires in ${durationText(expiresInMinutes)}.`,
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    footnotes: ["If you didn't ask for this, you can ignore this e-mail: your password stays as it is."],
  });
}

function durationText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
