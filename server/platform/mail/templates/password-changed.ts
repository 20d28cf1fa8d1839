// "Your password was changed": always sent after a change or a reset (decisions.md 14: security
// mail goes out whatever the preferences), so an owner learns at once if it was not them.
import { renderMail, type RenderedMail } from '../layout';

export type PasswordChangedMailData = {
  /** First name, or the username without one. */
  name: string;
  /** Absolute address of the forgot-password page, to take the account back. */
  forgotPasswordUrl: string;
  /** 'reset' came through an e-mailed link; 'change' from the settings page. */
  how: 'reset' | 'change';
};

export function passwordChangedMail({ name, forgotPasswordUrl, how }: PasswordChangedMailData): RenderedMail {
  return renderMail({
    subject: 'Your password was changed',
    greeting: `Hi ${name},`,
    paragraphs: [
      how === 'reset'
        ? 'The password of your PawsConnect account was just reset with a link we e-mailed you.'
        : 'The password of your PawsConnect account was just changed from its settings page.',
      how === 'reset' ? 'For your safety we signed you out on every device.' : 'For your safety we signed you out on your other devices.',
    ],
    action: { label: 'Not you? Reset your password', url: forgotPasswordUrl },
    footnotes: ['If you made this change, there is nothing more to do.'],
  });
}
