// Who is typing where (decisions.md 63): the socket's typing signals, kept per conversation for
// TYPING_SHOWN_MS after the last one (the sender repeats it at most every TYPING_SEND_MS while typing).
// Outside React, so the layout's live listener writes and any thread reads (useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { TypingSignal } from '@common/message-schemas';

/** A typing signal at most this often while someone types. */
export const TYPING_SEND_MS = 3_000;
/** "Dana is typing…" fades this long after the last signal. */
export const TYPING_SHOWN_MS = 5_000;

type Typist = { userId: number; name: string; timer: ReturnType<typeof setTimeout> };

const typing = new Map<number, Typist[]>();
const subscribers = new Set<() => void>();
const EMPTY: string[] = [];
let snapshots = new Map<number, string[]>();

function changed(conversationId: number) {
  snapshots = new Map(snapshots);
  snapshots.set(
    conversationId,
    (typing.get(conversationId) ?? []).map((typist) => typist.name),
  );
  for (const notify of subscribers) notify();
}

function forget(conversationId: number, userId: number) {
  const rest = (typing.get(conversationId) ?? []).filter((typist) => typist.userId !== userId);
  if (rest.length > 0) typing.set(conversationId, rest);
  else typing.delete(conversationId);
  changed(conversationId);
}

export function recordTyping({ conversationId, userId, name }: TypingSignal): void {
  const others = (typing.get(conversationId) ?? []).filter((typist) => {
    if (typist.userId !== userId) return true;
    clearTimeout(typist.timer);
    return false;
  });
  const timer = setTimeout(() => forget(conversationId, userId), TYPING_SHOWN_MS);
  typing.set(conversationId, [...others, { userId, name, timer }]);
  changed(conversationId);
}

/** The writer's message arrived: they have stopped typing it. */
export function stopTyping(conversationId: number, userId: number | null): void {
  const typist = (typing.get(conversationId) ?? []).find((entry) => entry.userId === userId);
  if (!typist) return;
  clearTimeout(typist.timer);
  forget(conversationId, typist.userId);
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
};

/** The names of who is typing in the conversation now. */
export function useTypingNames(conversationId: number): string[] {
  return useSyncExternalStore(subscribe, () => snapshots.get(conversationId) ?? EMPTY);
}

/** 'Dana is typing…', 'Dana and Sam are typing…', or null. */
export function typingSentence(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are typing…`;
}
