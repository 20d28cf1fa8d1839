// Embedded PGlite runs inside this process, and its queries finish without ever handing the event
// loop back: the promises resolve as microtasks. Under load, one event-loop iteration therefore ran
// every request it had read to the end, one after another (50 requests of 10 ms: half a second),
// and Node accepts one new connection per iteration, so the last of 50 fresh connections waited
// many seconds for its first answer. Here each call into the database waits for a turn, and turns
// are handed out one per iteration, in arrival order: an iteration now holds one database call,
// new connections are let in between, and requests in flight share the database in turn.
// The handle Drizzle uses (pglite-handle.ts) takes a turn for each top-level call; inside a
// transaction the queries need none (the transaction holds PGlite's lock).

/** Hands out turns one per event-loop iteration (a setImmediate apart), first come first served. */
export function createTurnQueue() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const admitNext = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admitNext);
  };
  return {
    /** Resolves when it is the caller's turn. */
    turn(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
  };
}
