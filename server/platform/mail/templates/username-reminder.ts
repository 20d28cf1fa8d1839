// The "forgot username" e-mail (decisions.md 8): the username is only ever e-mailed, never
// shown in the app, so the page can say the same thing whether or not the address has an account.
import { renderMail, type RenderedMail } from '../layout';

export type UsernameReminderMailData = {
  username: string;
  /** Absolute address of the sign-in page. */
  signInUrl: string;
};

export function usernameReminderMail({ username, signInUrl }: UsernameReminderMailData): RenderedMail {
  return renderMail({
    subject: 'Your PawsConnect username',
    greeting: 'Hi there,',
    paragraphs: ['You asked us to remind you of the username of your PawsConnect account.', `Your username is: ${username}`],
    action: { label: 'Sign in to PawsConnect', url: signInUrl },
    footnotes: ["If you didn't ask for this, you can ignore this e-mail: nothing about your account has changed."],
  });
}
