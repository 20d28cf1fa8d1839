// The messages' away mail (decisions.md 63): one e-mail to a person for every message left unread
// for them, grouped by conversation, each conversation with the link that opens it to reply.
import { renderMail, type RenderedMail } from '../layout';

/** Characters of a message quoted in the mail; the rest is read in the app. */
export const AWAY_QUOTE_LENGTH = 300;

export type AwayMessage = {
  senderName: string;
  text: string;
  /** Content types of the files it carries: each is mentioned as "a photo" or "a video". */
  attachmentTypes: string[];
};

export type AwayConversation = {
  /** The conversation as the recipient sees it: the business's name, the trainer's or the owner's. */
  title: string;
  /** Absolute address of the conversation (PUBLIC_URL/messages/:id). */
  url: string;
  messages: AwayMessage[];
};

export type AwayMailData = {
  firstName: string | null;
  /** Newest activity first. */
  conversations: AwayConversation[];
  /** Absolute address of the messages list, for a mail about several conversations. */
  messagesUrl: string;
  settingsUrl: string;
};

/** The first AWAY_QUOTE_LENGTH characters (not UTF-16 halves), with an ellipsis when cut. */
export function quoteOf(text: string): string {
  const characters = Array.from(text.trim());
  return characters.length > AWAY_QUOTE_LENGTH ? `${characters.slice(0, AWAY_QUOTE_LENGTH).join('')}…` : characters.join('');
}

function messageLine({ senderName, text, attachmentTypes }: AwayMessage): string {
  const files = attachmentTypes.map((type) => (type.startsWith('video/') ? 'a video' : 'a photo'));
  const quoted = text.trim() === '' ? [] : [`"${quoteOf(text)}"`];
  const sent = files.length > 0 ? [`sent ${files.join(' and ')}`] : [];
  return `${senderName}: ${[...quoted, ...sent].join(', ')}`;
}

export function awayMessagesMail({ firstName, conversations, messagesUrl, settingsUrl }: AwayMailData): RenderedMail {
  const all = conversations.flatMap((conversation) => conversation.messages);
  const count = all.length;
  const single = conversations.length === 1;
  const subject =
    count === 1
      ? `New message from ${all[0].senderName}`
      : single
        ? `${count} unread messages from ${conversations[0].title}`
        : `${count} unread messages in PawsConnect`;
  const paragraphs = [
    count === 1 ? 'You have a message you have not read yet:' : `You have ${count} messages you have not read yet:`,
    ...conversations.flatMap((conversation) => [
      `In your conversation with ${conversation.title}:`,
      ...conversation.messages.map(messageLine),
      ...(single ? [] : [`Reply: ${conversation.url}`]),
    ]),
  ];
  return renderMail({
    subject,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs,
    action: single ? { label: 'Reply', url: conversations[0].url } : { label: 'Open your messages', url: messagesUrl },
    footnotes: [`You get this e-mail because e-mail is on for messages. Change that in your settings: ${settingsUrl}`],
  });
}
