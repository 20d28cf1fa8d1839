// The messages' share of the real-time channel (decisions.md 63). The one socket belongs to
// useRealtimeNotifications (the signed-in layout); the messages feature listens to its message
// events and sends typing signals through here, so neither knows the other.
import type { RealtimeMessage } from '@common/notification-schemas';

/** The messages' events on /ws (decisions.md 63): a new or edited message, a read receipt, someone typing. */
export type MessageRealtimeEvent = Extract<RealtimeMessage, { type: 'message' | 'message-read' | 'typing' }>;
/** What a client sends on /ws besides `authenticate`: that its user is typing in a conversation. */
export type RealtimeClientMessage = { type: 'typing'; conversationId: number };

type Listener = {
  onEvent: (event: MessageRealtimeEvent) => void;
  /** The socket (re)opened: what arrived while it was down should be fetched again. */
  onReopen?: () => void;
};

const listeners = new Set<Listener>();
let sender: ((message: RealtimeClientMessage) => boolean) | null = null;

/** Listens to the message events; returns the unsubscribe. */
export function listenToMessageEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishMessageEvent(event: MessageRealtimeEvent): void {
  for (const listener of listeners) listener.onEvent(event);
}

export function publishReopen(): void {
  for (const listener of listeners) listener.onReopen?.();
}

/** The open connection's send (null when there is none); set by useRealtimeNotifications. */
export function setMessageSender(send: typeof sender): void {
  sender = send;
}

/** Sends over the socket when one is open; false otherwise (a typing signal is simply dropped). */
export function sendRealtime(message: RealtimeClientMessage): boolean {
  return sender?.(message) ?? false;
}
