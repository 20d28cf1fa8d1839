// Reading a conversation marks it read (decisions.md 63): when it opens, when a message from the
// other side arrives while it is on screen, and when the tab comes back into view with one unread.
import { useEffect, useRef } from 'react';
import type { Conversation, Message } from '@common/message-schemas';
import { useMarkRead } from '../api/mark-read';

export function useMarkReadWhileVisible(conversation: Conversation | undefined, messages: Message[]) {
  const markRead = useMarkRead(conversation?.id ?? 0);
  const mark = useRef(markRead.mutate);
  mark.current = markRead.mutate;
  const newestFromOthers = conversation ? (messages.filter((message) => message.side !== conversation.mySide).at(-1)?.id ?? null) : null;
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (newestFromOthers === null) return;
    const markIfShown = () => {
      if (document.visibilityState !== 'visible' || marked.current === newestFromOthers) return;
      marked.current = newestFromOthers;
      mark.current();
    };
    markIfShown();
    document.addEventListener('visibilitychange', markIfShown);
    return () => document.removeEventListener('visibilitychange', markIfShown);
  }, [newestFromOthers]);
}
