// The mails of an e-mail change (decisions.md 53), all security mail (whatever the preferences):
// - to the new address, the link that makes the change (or, when the address already has an
//   account, a note saying so: the request's answer is the same either way);
// - to the old address, once the change is made, the notice with a link that undoes it for 7 days.
// The new address is shown masked to the old one, so the notice does not hand it to whoever reads
// the old mailbox.
import { renderMail, type RenderedMail } from '../layout';

/** 'm•••@example.com': the first letter and the domain, enough to recognise one's own address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function confirmNewEmailMail({ name, confirmUrl }: { name: string; confirmUrl: string }): RenderedMail {
  return renderMail({
    subject: 'Confirm your new e-mail address',
    greeting: `Hi ${name},`,
    paragraphs: [
      'You asked to use this address for your PawsConnect account.',
      'Confirm it with the button below. The link expires in 24 hours; until then we keep writing to your current address.',
    ],
    action: { label: 'Confirm this address', url: confirmUrl },
    footnotes: ["If you didn't ask for this, ignore this e-mail: nothing changes."],
  });
}

export function emailAlreadyUsedMail({ forgotUsernameUrl }: { forgotUsernameUrl: string }): RenderedMail {
  return renderMail({
    subject: 'Someone asked to use this address on PawsConnect',
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to move their PawsConnect account to this e-mail address, but it already belongs to an account, so nothing was changed.',
      'If that was you, sign in with that account instead. Forgot its username? We can send it to you.',
    ],
    action: { label: 'Send me my username', url: forgotUsernameUrl },
    footnotes: ["If you didn't ask for this, ignore this e-mail: nothing changes."],
  });
}

export function emailChangedMail({ name, newEmail, revertUrl }: { name: string; newEmail: string; revertUrl: string }): RenderedMail {
  return renderMail({
    subject: 'Your e-mail address was changed',
    greeting: `Hi ${name},`,
    paragraphs: [
      `The e-mail address of your PawsConnect account was just changed to ${maskEmail(newEmail)}. We will write to that address from now on.`,
      'If you did not make this change, undo it with the button below (the link works for 7 days): your account goes back to this address and is signed out everywhere, and you can then choose a new password.',
    ],
    action: { label: 'Undo this change', url: revertUrl },
    footnotes: ['If you made this change, there is nothing more to do.'],
  });
}
