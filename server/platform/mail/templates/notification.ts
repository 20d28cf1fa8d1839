// A notification sent by e-mail because its user keeps e-mail on for its kind of event
// (decisions.md 14): its title, its message and a button to the page it is about.
import { renderMail, type RenderedMail } from '../layout';

export type NotificationMailData = {
  firstName: string | null;
  title: string;
  message: string;
  /** Absolute address of the page the notification is about. */
  url: string;
  /** Absolute address of the settings page, where e-mail can be turned off. */
  settingsUrl: string;
};

export function notificationMail({ firstName, title, message, url, settingsUrl }: NotificationMailData): RenderedMail {
  return renderMail({
    subject: title,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs: [message],
    action: { label: 'Open in PawsConnect', url },
    footnotes: [`You get this e-mail because e-mail is on for this kind of notification. Change that in your settings: ${settingsUrl}`],
  });
}
