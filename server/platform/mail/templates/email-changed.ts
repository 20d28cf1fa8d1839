// "Your e-mail address was changed": sent to the old address when an account's e-mail changes
// (security mail, whatever the preferences). Someone who has taken over an account would move it
// to an address of their own next; the owner hears of it at the address they still read. The new
// address is shown masked, so the notice does not hand it to whoever reads the old mailbox.
import { renderMail, type RenderedMail } from '../layout';

export type EmailChangedMailData = {
  /** First name, or the username without one. */
  name: string;
  newEmail: string;
};

/** 'm•••@example.com': the first letter and the domain, enough to recognise one's own address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function emailChangedMail({ name, newEmail }: EmailChangedMailData): RenderedMail {
  return renderMail({
    subject: 'Your e-mail address was changed',
    greeting: `Hi ${name},`,
    paragraphs: [
      `The e-mail address of your PawsConnect account was just changed to ${maskEmail(newEmail)}. We will write to that address from now on.`,
      'If you did not make this change, reply to this e-mail straight away and we will help you take your account back.',
    ],
    footnotes: ['If you made this change, there is nothing more to do.'],
  });
}
